import { baseApi as api } from '../base-api';
export const addTagTypes = ['help'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      helpList: build.query<HelpListApiResponse, HelpListApiArg>({
        query: (queryArg) => ({
          url: `/api/help/articles`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            q: queryArg.q,
          },
        }),
        providesTags: ['help'],
      }),
      helpRead: build.query<HelpReadApiResponse, HelpReadApiArg>({
        query: (queryArg) => ({ url: `/api/help/articles/${queryArg.slug}` }),
        providesTags: ['help'],
      }),
      helpCategories: build.query<HelpCategoriesApiResponse, HelpCategoriesApiArg>({
        query: () => ({ url: `/api/help/categories` }),
        providesTags: ['help'],
      }),
      helpPopular: build.query<HelpPopularApiResponse, HelpPopularApiArg>({
        query: () => ({ url: `/api/help/popular` }),
        providesTags: ['help'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedHelpApi };
export type HelpListApiResponse = /** status 200 The page of articles */ HelpArticleSummaryResponseDto[];
export type HelpListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Only the articles of this category. */
  category?: HelpCategory;
  /** Words (or their beginnings) found anywhere in the article: title, summary, body or steps. */
  q?: string;
};
export type HelpReadApiResponse = /** status 200 The article */ HelpArticleResponseDto;
export type HelpReadApiArg = {
  /** The article’s address */
  slug: string;
};
export type HelpCategoriesApiResponse = /** status 200 The categories */ HelpCategoryResponseDto[];
export type HelpCategoriesApiArg = void;
export type HelpPopularApiResponse = /** status 200 The popular articles */ HelpArticleSummaryResponseDto[];
export type HelpPopularApiArg = void;
export type HelpCategory =
  | 'getting_started'
  | 'client_management'
  | 'packages_pricing'
  | 'workouts'
  | 'nutrition'
  | 'calendar_bookings'
  | 'forms_waivers'
  | 'automations'
  | 'integrations'
  | 'analytics';
export type HelpArticleSummaryResponseDto = {
  category: HelpCategory;
  /** Minutes to read or watch it. */
  durationMinutes: number;
  /** Whether it comes with a video walkthrough. */
  hasVideo: boolean;
  slug: string;
  summary: string;
  title: string;
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type HelpArticleResponseDto = {
  /** Paragraphs separated by blank lines. */
  body: string;
  category: HelpCategory;
  /** Minutes to read or watch it. */
  durationMinutes: number;
  /** Whether it comes with a video walkthrough. */
  hasVideo: boolean;
  slug: string;
  /** What to do, in order. */
  steps: string[];
  summary: string;
  title: string;
};
export type HelpCategoryResponseDto = {
  articleCount: number;
  description: string;
  key: HelpCategory;
  name: string;
};
export const { useHelpListQuery, useHelpReadQuery, useHelpCategoriesQuery, useHelpPopularQuery } = injectedRtkApi;
