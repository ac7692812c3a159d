import { baseApi as api } from '../base-api';
export const addTagTypes = ['nutrition'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      foodPreferencesList: build.query<FoodPreferencesListApiResponse, FoodPreferencesListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/food-preferences`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      foodPreferencesCreate: build.mutation<FoodPreferencesCreateApiResponse, FoodPreferencesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/food-preferences`, method: 'POST', body: queryArg.createFoodPreferenceDto }),
        invalidatesTags: ['nutrition'],
      }),
      clientNutritionListGoals: build.query<ClientNutritionListGoalsApiResponse, ClientNutritionListGoalsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/macro-goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['nutrition'],
      }),
      clientNutritionCreateGoal: build.mutation<ClientNutritionCreateGoalApiResponse, ClientNutritionCreateGoalApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/macro-goals`, method: 'POST', body: queryArg.createMacroGoalDto }),
        invalidatesTags: ['nutrition'],
      }),
      clientNutritionForClient: build.query<ClientNutritionForClientApiResponse, ClientNutritionForClientApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/nutrition` }),
        providesTags: ['nutrition'],
      }),
      foodPreferencesRemove: build.mutation<FoodPreferencesRemoveApiResponse, FoodPreferencesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/food-preferences/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['nutrition'],
      }),
      clientNutritionOverview: build.query<ClientNutritionOverviewApiResponse, ClientNutritionOverviewApiArg>({
        query: () => ({ url: `/api/nutrition/overview` }),
        providesTags: ['nutrition'],
      }),
      clientNutritionStats: build.query<ClientNutritionStatsApiResponse, ClientNutritionStatsApiArg>({
        query: () => ({ url: `/api/nutrition/stats` }),
        providesTags: ['nutrition'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedNutritionApi };
export type FoodPreferencesListApiResponse = /** status 200 The preferences, newest first */ FoodPreferenceDto[];
export type FoodPreferencesListApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type FoodPreferencesCreateApiResponse = /** status 201 The preference */ FoodPreferenceDto;
export type FoodPreferencesCreateApiArg = {
  id: string;
  createFoodPreferenceDto: CreateFoodPreferenceDto;
};
export type ClientNutritionListGoalsApiResponse = /** status 200 The goals, newest effective date first */ MacroGoalResponseDto[];
export type ClientNutritionListGoalsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientNutritionCreateGoalApiResponse = /** status 201 The new goal */ MacroGoalResponseDto;
export type ClientNutritionCreateGoalApiArg = {
  id: string;
  createMacroGoalDto: CreateMacroGoalDto;
};
export type ClientNutritionForClientApiResponse = /** status 200 The client's nutrition */ ClientNutritionDto;
export type ClientNutritionForClientApiArg = {
  id: string;
};
export type FoodPreferencesRemoveApiResponse = unknown;
export type FoodPreferencesRemoveApiArg = {
  id: string;
};
export type ClientNutritionOverviewApiResponse = /** status 200 Categories and featured plans */ NutritionOverviewDto;
export type ClientNutritionOverviewApiArg = void;
export type ClientNutritionStatsApiResponse = /** status 200 The figures */ NutritionStatsDto;
export type ClientNutritionStatsApiArg = void;
export type FoodPreferenceType = 'like' | 'dislike' | 'avoid' | 'allergy';
export type FoodPreferenceDto = {
  clientId: string;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  intensity: number;
  notes: string | null;
  preferenceType: FoodPreferenceType;
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
export type CreateFoodPreferenceDto = {
  foodId?: string | null;
  /** Needed without `foodId`. */
  foodName?: string;
  /** 1 (mild) to 10 (strong); default 5. */
  intensity?: number;
  notes?: string | null;
  preferenceType: FoodPreferenceType;
};
export type MacroGoalResponseDto = {
  clientId: string;
  createdAt: string;
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate: string;
  id: string;
  isActive: boolean;
  notes: string | null;
  weeklyCalories: number | null;
};
export type CreateMacroGoalDto = {
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate?: string | null;
  notes?: string | null;
  weeklyCalories?: number | null;
};
export type ClientMealPlanResponseDto = {
  clientId: string;
  createdAt: string;
  endDate: string | null;
  id: string;
  isActive: boolean;
  mealPlanId: string;
  mealPlanName: string;
  startDate: string;
};
export type DailyIntakeDto = {
  calories: number;
  carbs: number;
  date: string;
  fat: number;
  goalCalories: number | null;
  /** Within 10 % of the calorie goal. */
  onTarget: boolean;
  protein: number;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type ScanMethod = 'search' | 'barcode' | 'recent' | 'frequent' | 'manual' | 'meal_plan';
export type FoodLogEntryDto = {
  actualCalories: number;
  actualCarbs: number;
  actualFat: number;
  actualProtein: number;
  barcode: string | null;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  logDate: string;
  /** The meal (recipe) it is part of, when logged from a planned meal. */
  mealId: string | null;
  mealType: MealCategory;
  notes: string | null;
  /** The meal of the plan it was logged from with Log meal; null for a food logged on its own. */
  planMealId: string | null;
  scanMethod: ScanMethod;
  servingSize: number;
  servingUnit: string;
};
export type WeeklyAdherenceDto = {
  /** Days on target out of the week's days so far, in whole percent. */
  adherence: number;
  daysLogged: number;
  daysOnTarget: number;
  /** The Monday the week starts. */
  weekStart: string;
};
export type ClientNutritionDto = {
  assignments: ClientMealPlanResponseDto[];
  currentPlan: ClientMealPlanResponseDto | null;
  /** The last 14 days, logged days only. */
  days: DailyIntakeDto[];
  macroGoal: MacroGoalResponseDto | null;
  recentEntries: FoodLogEntryDto[];
  /** The last 8 weeks, oldest first. */
  weeklyAdherence: WeeklyAdherenceDto[];
};
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
export type NutritionStatsDto = {
  /** Over the clients with a calorie goal: the share of the last 7 days within 10 % of the goal, in whole percent; null without such clients. */
  averageAdherence: number | null;
  /** Clients with a meal plan that applies today. */
  clientsWithPlan: number;
  /** Food-log entries of the business's clients since Monday (UTC). */
  foodsLoggedThisWeek: number;
  mealCount: number;
  mealPlanCount: number;
};
export const {
  useFoodPreferencesListQuery,
  useFoodPreferencesCreateMutation,
  useClientNutritionListGoalsQuery,
  useClientNutritionCreateGoalMutation,
  useClientNutritionForClientQuery,
  useFoodPreferencesRemoveMutation,
  useClientNutritionOverviewQuery,
  useClientNutritionStatsQuery,
} = injectedRtkApi;
