import { baseApi as api } from '../base-api';
export const addTagTypes = ['dashboard'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      dashboardActivity: build.query<DashboardActivityApiResponse, DashboardActivityApiArg>({
        query: () => ({ url: `/api/dashboard/activity` }),
        providesTags: ['dashboard'],
      }),
      dashboardMessages: build.query<DashboardMessagesApiResponse, DashboardMessagesApiArg>({
        query: () => ({ url: `/api/dashboard/messages` }),
        providesTags: ['dashboard'],
      }),
      dashboardNutrition: build.query<DashboardNutritionApiResponse, DashboardNutritionApiArg>({
        query: () => ({ url: `/api/dashboard/nutrition` }),
        providesTags: ['dashboard'],
      }),
      dashboardStats: build.query<DashboardStatsApiResponse, DashboardStatsApiArg>({
        query: () => ({ url: `/api/dashboard/stats` }),
        providesTags: ['dashboard'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedDashboardApi };
export type DashboardActivityApiResponse = /** status 200 Up to 10 events, newest first */ ActivityItemDto[];
export type DashboardActivityApiArg = void;
export type DashboardMessagesApiResponse = /** status 200 Up to 5 messages, newest first, and the unread count */ RecentMessagesDto;
export type DashboardMessagesApiArg = void;
export type DashboardNutritionApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type DashboardNutritionApiArg = void;
export type DashboardStatsApiResponse = /** status 200 The stat cards */ DashboardStatsDto;
export type DashboardStatsApiArg = void;
export type ActivityStatus = 'completed' | 'nutrition' | 'progress' | 'missed';
export type ActivityItemDto = {
  clientAvatar: string | null;
  clientId: string;
  clientName: string;
  description: string;
  /** The kind of event and the id of its record, unique in the list. */
  id: string;
  status: ActivityStatus;
  /** When the event happened. */
  time: string;
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
export type MessagePreviewDto = {
  clientAvatar: string | null;
  clientName: string;
  /** The message's id. */
  id: string;
  isUnread: boolean;
  preview: string;
  /** When the message was sent. */
  time: string;
};
export type RecentMessagesDto = {
  messages: MessagePreviewDto[];
  /** Unread messages addressed to the business. */
  unreadCount: number;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type MealCategoryDto = {
  id: MealCategory;
  name: string;
  recipeCount: number;
};
export type FeaturedPlanDto = {
  description: string | null;
  duration: number;
  id: string | null;
  imageUrl: string | null;
  name: string;
  tag: string;
};
export type NutritionOverviewDto = {
  categories: MealCategoryDto[];
  featuredPlans: FeaturedPlanDto[];
};
export type DashboardStatsDto = {
  /** Clients marked active. */
  activeClients: number;
  /** Change of Active Clients over the last 30 days, in whole percent; null when there were none before. */
  activeClientsChange: number | null;
  /** Average session-feedback rating on a 0–10 scale; null when no feedback exists. */
  avgSatisfaction: number | null;
  /** Change of the average rating against the previous 30 days (points on the 0–10 scale); null without ratings in both. */
  avgSatisfactionChange: number | null;
  /** Client workouts completed this week (Sunday to Saturday in the business's time zone). */
  completedWorkouts: number;
  /** Change of Workouts Completed against the same days of last week (up to the same time), in whole percent; null when
    none were completed then. */
  completedWorkoutsChange: number | null;
  /** Paid client payments this calendar month (UTC), in dollars. */
  totalRevenue: number;
  /** Change of revenue against the previous month, in whole percent; null when the previous month earned nothing. */
  totalRevenueChange: number | null;
};
export const { useDashboardActivityQuery, useDashboardMessagesQuery, useDashboardNutritionQuery, useDashboardStatsQuery } = injectedRtkApi;
