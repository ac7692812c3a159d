import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  HELP_CATEGORIES,
  HELP_CATEGORY_DESCRIPTIONS,
  HELP_CATEGORY_LABELS,
  HELP_MESSAGES,
  HELP_SEARCH_MAX_LENGTH,
  LIST_PAGES,
  type HelpCategory,
} from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiInteger } from '../../../common/openapi/property-formats';
import { rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';
import type { HelpArticle } from '../entities/help-article.entity';

/** Query of GET /api/help/articles: a category to browse, words to search, or both; paged. */
export class ListHelpArticlesQuery extends PageQuery(LIST_PAGES.helpArticles) {
  /** Only the articles of this category. */
  @ApiPropertyOptional({ enum: HELP_CATEGORIES, enumName: 'HelpCategory' })
  @IsOptional()
  @IsIn(HELP_CATEGORIES, rule({ message: HELP_MESSAGES.categoryInvalid }))
  category?: HelpCategory;

  /** Words (or their beginnings) found anywhere in the article: title, summary, body or steps. @example working hours */
  @IsOptional()
  @Transform(trim)
  @IsString(rule({ message: 'q must be text' }))
  @MaxLength(HELP_SEARCH_MAX_LENGTH, rule({ message: HELP_MESSAGES.searchTooLong }))
  q?: string;
}

/** One of the Help Center's ten categories. */
export class HelpCategoryResponseDto {
  @ApiProperty({ enum: HELP_CATEGORIES, enumName: 'HelpCategory' })
  key: HelpCategory;
  /** @example Getting Started */
  name: string;
  description: string;
  @ApiInteger({ minimum: 0 })
  articleCount: number;
}

/** An article as lists show it. */
export class HelpArticleSummaryResponseDto {
  /** @example set-working-hours */
  slug: string;
  @ApiProperty({ enum: HELP_CATEGORIES, enumName: 'HelpCategory' })
  category: HelpCategory;
  title: string;
  summary: string;
  /** Minutes to read or watch it. */
  @ApiInteger({ minimum: 1 })
  durationMinutes: number;
  /** Whether it comes with a video walkthrough. */
  hasVideo: boolean;
}

/** A whole article. */
export class HelpArticleResponseDto extends HelpArticleSummaryResponseDto {
  /** Paragraphs separated by blank lines. */
  body: string;
  /** What to do, in order. */
  steps: string[];
}

export const toHelpCategoryResponse = (key: HelpCategory, articleCount: number): HelpCategoryResponseDto => ({
  key,
  name: HELP_CATEGORY_LABELS[key],
  description: HELP_CATEGORY_DESCRIPTIONS[key],
  articleCount,
});

export const toHelpArticleSummaryResponse = (article: HelpArticle): HelpArticleSummaryResponseDto => ({
  slug: article.slug,
  category: article.category,
  title: article.title,
  summary: article.summary,
  durationMinutes: article.durationMinutes,
  hasVideo: article.hasVideo,
});

export const toHelpArticleResponse = (article: HelpArticle): HelpArticleResponseDto => ({
  ...toHelpArticleSummaryResponse(article),
  body: article.body,
  steps: [...article.steps],
});
