import { Injectable, NotFoundException } from '@nestjs/common';
import { HELP_CATEGORIES, HELP_MESSAGES, HELP_POPULAR_COUNT, HELP_SLUG_MAX_LENGTH, HELP_SLUG_PATTERN } from '@coachcore/domain';
import { Page } from '../../common/http/pagination';
import {
  toHelpArticleResponse,
  toHelpArticleSummaryResponse,
  toHelpCategoryResponse,
  type HelpArticleResponseDto,
  type HelpArticleSummaryResponseDto,
  type HelpCategoryResponseDto,
  type ListHelpArticlesQuery,
} from './dto/help.dto';
import { HelpArticlesRepository } from './help-articles.repository';

const SLUG = new RegExp(HELP_SLUG_PATTERN);

/** The words of a search as a prefix query ('work hour' → 'work:* & hour:*'); undefined when it holds no word. */
export function helpSearchQuery(text: string | undefined): string | undefined {
  const words = text?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** The Help Center: its categories, browsing and searching articles, popular articles and reading one. */
@Injectable()
export class HelpService {
  constructor(private readonly articles: HelpArticlesRepository) {}

  async categories(): Promise<HelpCategoryResponseDto[]> {
    const counts = await this.articles.countByCategory();
    return HELP_CATEGORIES.map((category) => toHelpCategoryResponse(category, counts.get(category) ?? 0));
  }

  /** A search with no word in it (only punctuation) finds nothing rather than everything. */
  async list(query: ListHelpArticlesQuery): Promise<Page<HelpArticleSummaryResponseDto>> {
    const search = helpSearchQuery(query.q);
    if (query.q && !search) return new Page([], 0, query.page, query.limit);
    const page = await this.articles.page({ category: query.category, query: search, page: query.page, limit: query.limit });
    return page.map(toHelpArticleSummaryResponse);
  }

  async popular(): Promise<HelpArticleSummaryResponseDto[]> {
    return (await this.articles.popular(HELP_POPULAR_COUNT)).map(toHelpArticleSummaryResponse);
  }

  /** Reading an article counts one view (the Popular Articles card's order). */
  async read(slug: string): Promise<HelpArticleResponseDto> {
    const article = slug.length <= HELP_SLUG_MAX_LENGTH && SLUG.test(slug) ? await this.articles.findBySlug(slug) : null;
    if (!article) throw new NotFoundException(HELP_MESSAGES.articleNotFound);
    await this.articles.recordView(article.id);
    return toHelpArticleResponse(article);
  }
}
