import { baseApi as api } from '../base-api';
export const addTagTypes = ['meal-plans'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      mealPlansUnassign: build.mutation<MealPlansUnassignApiResponse, MealPlansUnassignApiArg>({
        query: (queryArg) => ({ url: `/api/client-meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansAssignments: build.query<MealPlansAssignmentsApiResponse, MealPlansAssignmentsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      mealPlansList: build.query<MealPlansListApiResponse, MealPlansListApiArg>({
        query: (queryArg) => ({
          url: `/api/meal-plans`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isTemplate: queryArg.isTemplate,
          },
        }),
        providesTags: ['meal-plans'],
      }),
      mealPlansCreate: build.mutation<MealPlansCreateApiResponse, MealPlansCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans`, method: 'POST', body: queryArg.createMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansFeatured: build.query<MealPlansFeaturedApiResponse, MealPlansFeaturedApiArg>({
        query: () => ({ url: `/api/meal-plans/featured` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansRemove: build.mutation<MealPlansRemoveApiResponse, MealPlansRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansGet: build.query<MealPlansGetApiResponse, MealPlansGetApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}` }),
        providesTags: ['meal-plans'],
      }),
      mealPlansUpdate: build.mutation<MealPlansUpdateApiResponse, MealPlansUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansAssign: build.mutation<MealPlansAssignApiResponse, MealPlansAssignApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignMealPlanDto }),
        invalidatesTags: ['meal-plans'],
      }),
      mealPlansDuplicate: build.mutation<MealPlansDuplicateApiResponse, MealPlansDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/meal-plans/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['meal-plans'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedMealPlansApi };
export type MealPlansUnassignApiResponse = unknown;
export type MealPlansUnassignApiArg = {
  id: string;
};
export type MealPlansAssignmentsApiResponse = /** status 200 The assignments, newest start first */ ClientMealPlanResponseDto[];
export type MealPlansAssignmentsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type MealPlansListApiResponse = /** status 200 The page of meal plans, newest first */ MealPlanResponseDto[];
export type MealPlansListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Part of the name or description, case-insensitive. */
  search?: string;
  /** Only templates (true) or only the other plans (false). */
  isTemplate?: boolean;
};
export type MealPlansCreateApiResponse = /** status 201 The new plan */ MealPlanDetailDto;
export type MealPlansCreateApiArg = {
  createMealPlanDto: CreateMealPlanDto;
};
export type MealPlansFeaturedApiResponse = /** status 200 Up to 4 featured plans */ FeaturedPlanDto[];
export type MealPlansFeaturedApiArg = void;
export type MealPlansRemoveApiResponse = unknown;
export type MealPlansRemoveApiArg = {
  id: string;
};
export type MealPlansGetApiResponse = /** status 200 The plan */ MealPlanDetailDto;
export type MealPlansGetApiArg = {
  id: string;
};
export type MealPlansUpdateApiResponse = /** status 200 The updated plan */ MealPlanDetailDto;
export type MealPlansUpdateApiArg = {
  id: string;
  updateMealPlanDto: UpdateMealPlanDto;
};
export type MealPlansAssignApiResponse = /** status 201 The assignment */ ClientMealPlanResponseDto;
export type MealPlansAssignApiArg = {
  id: string;
  assignMealPlanDto: AssignMealPlanDto;
};
export type MealPlansDuplicateApiResponse = /** status 201 The copy */ MealPlanDetailDto;
export type MealPlansDuplicateApiArg = {
  id: string;
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
export type MealPlanResponseDto = {
  createdAt: string;
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanDayTotalsDto = {
  calories: number;
  carbs: number;
  day: number;
  fat: number;
  fiber: number;
  protein: number;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type PlanMealSummaryDto = {
  calories: number;
  carbs: number;
  category: MealCategory;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the meal's image; null without one. */
  imageUrl: string | null;
  name: string;
  protein: number;
};
export type PlanMealDto = {
  day: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealId: string;
  mealType: MealCategory;
  orderIndex: number;
};
export type MealPlanDetailDto = {
  createdAt: string;
  /** One entry per day of the plan, 1 to duration. */
  days: PlanDayTotalsDto[];
  description: string | null;
  /** Days. */
  duration: number;
  id: string;
  isTemplate: boolean;
  mealCount: number;
  meals: PlanMealDto[];
  name: string;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  updatedAt: string;
};
export type PlanMealInput = {
  day: number;
  mealId: string;
  mealType: MealCategory;
  /** Position within the day's meal type (default: the order sent). */
  orderIndex?: number;
};
export type CreateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type FeaturedPlanDto = {
  description: string | null;
  duration: number;
  id: string | null;
  imageUrl: string | null;
  name: string;
  tag: string;
};
export type UpdateMealPlanDto = {
  description?: string | null;
  /** Days (1 to 28, default 7). */
  duration?: number;
  isTemplate?: boolean;
  meals?: PlanMealInput[];
  name?: string;
  targetCalories?: number | null;
  targetCarbs?: number | null;
  targetFat?: number | null;
  targetProtein?: number | null;
};
export type AssignMealPlanDto = {
  clientId: string;
  endDate?: string | null;
  startDate: string;
};
export const {
  useMealPlansUnassignMutation,
  useMealPlansAssignmentsQuery,
  useMealPlansListQuery,
  useMealPlansCreateMutation,
  useMealPlansFeaturedQuery,
  useMealPlansRemoveMutation,
  useMealPlansGetQuery,
  useMealPlansUpdateMutation,
  useMealPlansAssignMutation,
  useMealPlansDuplicateMutation,
} = injectedRtkApi;
