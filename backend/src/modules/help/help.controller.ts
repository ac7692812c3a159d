import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { HELP_MESSAGES, HELP_SLUG_MAX_LENGTH, HELP_SLUG_PATTERN } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { Paginated, type Page } from '../../common/http/pagination';
import { HelpArticleResponseDto, HelpArticleSummaryResponseDto, HelpCategoryResponseDto, ListHelpArticlesQuery } from './dto/help.dto';
import { HelpService } from './help.service';

/** The Help Center (/help): articles written for CoachCore, the same for every business. */
@ApiTags('help')
@Controller('help')
@Access({ roles: ['business'] })
export class HelpController {
  constructor(private readonly help: HelpService) {}

  /**
   * The ten help categories
   *
   * @remarks In the Help Center's order, each with how many articles it holds.
   */
  @Get('categories')
  @ApiOkResponse({ type: [HelpCategoryResponseDto], description: 'The categories' })
  categories(): Promise<HelpCategoryResponseDto[]> {
    return this.help.categories();
  }

  /**
   * Browses or searches the articles
   *
   * @remarks `category` lists a category in its reading order; `q` finds the articles holding every word (or a word
   * starting with it) anywhere in their title, summary, body or steps, best match first (PostgreSQL full-text search).
   * Paged by `X-Total-Count`, `X-Page`, `X-Limit`.
   */
  @Get('articles')
  @Paginated(HelpArticleSummaryResponseDto, 'The page of articles')
  list(@Query() query: ListHelpArticlesQuery): Promise<Page<HelpArticleSummaryResponseDto>> {
    return this.help.list(query);
  }

  /**
   * The popular articles
   *
   * @remarks The most read articles (featured ones first until readers decide).
   */
  @Get('popular')
  @ApiOkResponse({ type: [HelpArticleSummaryResponseDto], description: 'The popular articles' })
  popular(): Promise<HelpArticleSummaryResponseDto[]> {
    return this.help.popular();
  }

  /**
   * Reads an article
   *
   * @remarks The whole article with its duration, video flag and steps; counts one view.
   */
  @Get('articles/:slug')
  @ApiParam({ name: 'slug', description: 'The article’s address', schema: { type: 'string', pattern: HELP_SLUG_PATTERN, maxLength: HELP_SLUG_MAX_LENGTH } })
  @ApiOkResponse({ type: HelpArticleResponseDto, description: 'The article' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: HELP_MESSAGES.articleNotFound })
  read(@Param('slug') slug: string): Promise<HelpArticleResponseDto> {
    return this.help.read(slug);
  }
}
