import { Module } from '@nestjs/common';
import { HelpArticle } from './entities/help-article.entity';
import { HelpArticlesRepository } from './help-articles.repository';
import { HelpController } from './help.controller';
import { HelpService } from './help.service';

/** The Help Center's articles (seeded by their migration): categories, browsing, search, popular articles. */
@Module({
  controllers: [HelpController],
  providers: [HelpArticlesRepository, HelpService],
})
export class HelpModule {
  /** Its table. */
  static readonly entities = [HelpArticle];
}
