import { baseApi as api } from '../base-api';
export const addTagTypes = ['recipe-packs', 'client-portal'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      recipePacksOwn: build.query<RecipePacksOwnApiResponse, RecipePacksOwnApiArg>({
        query: (queryArg) => ({
          url: `/api/client/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs', 'client-portal'],
      }),
      recipePacksUpdateOwn: build.mutation<RecipePacksUpdateOwnApiResponse, RecipePacksUpdateOwnApiArg>({
        query: (queryArg) => ({ url: `/api/client/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientRecipePackDto }),
        invalidatesTags: ['recipe-packs', 'client-portal'],
      }),
      recipePacksForClient: build.query<RecipePacksForClientApiResponse, RecipePacksForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksList: build.query<RecipePacksListApiResponse, RecipePacksListApiArg>({
        query: (queryArg) => ({
          url: `/api/recipe-packs`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksCreate: build.mutation<RecipePacksCreateApiResponse, RecipePacksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs`, method: 'POST', body: queryArg.createRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksRemove: build.mutation<RecipePacksRemoveApiResponse, RecipePacksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksGet: build.query<RecipePacksGetApiResponse, RecipePacksGetApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}` }),
        providesTags: ['recipe-packs'],
      }),
      recipePacksUpdate: build.mutation<RecipePacksUpdateApiResponse, RecipePacksUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}`, method: 'PATCH', body: queryArg.updateRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
      recipePacksAssign: build.mutation<RecipePacksAssignApiResponse, RecipePacksAssignApiArg>({
        query: (queryArg) => ({ url: `/api/recipe-packs/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignRecipePackDto }),
        invalidatesTags: ['recipe-packs'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedRecipePacksApi };
export type RecipePacksOwnApiResponse = /** status 200 The packs, latest first */ ClientRecipePackDto[];
export type RecipePacksOwnApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksUpdateOwnApiResponse = /** status 200 The assignment */ ClientRecipePackDto;
export type RecipePacksUpdateOwnApiArg = {
  id: string;
  updateClientRecipePackDto: UpdateClientRecipePackDto;
};
export type RecipePacksForClientApiResponse = /** status 200 The assignments, latest first */ ClientRecipePackDto[];
export type RecipePacksForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksListApiResponse = /** status 200 The packs, newest first */ RecipePackDto[];
export type RecipePacksListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type RecipePacksCreateApiResponse = /** status 201 The new pack */ RecipePackDto;
export type RecipePacksCreateApiArg = {
  createRecipePackDto: CreateRecipePackDto;
};
export type RecipePacksRemoveApiResponse = unknown;
export type RecipePacksRemoveApiArg = {
  id: string;
};
export type RecipePacksGetApiResponse = /** status 200 The pack */ RecipePackDto;
export type RecipePacksGetApiArg = {
  id: string;
};
export type RecipePacksUpdateApiResponse = /** status 200 The updated pack */ RecipePackDto;
export type RecipePacksUpdateApiArg = {
  id: string;
  updateRecipePackDto: UpdateRecipePackDto;
};
export type RecipePacksAssignApiResponse = /** status 201 The assignment */ ClientRecipePackDto;
export type RecipePacksAssignApiArg = {
  id: string;
  assignRecipePackDto: AssignRecipePackDto;
};
export type RecipePackDifficulty = 'beginner' | 'intermediate' | 'advanced';
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
export type PackMealDto = {
  dayNumber: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealType: MealCategory;
  orderIndex: number;
};
export type RecipePackDto = {
  createdAt: string;
  description: string | null;
  difficulty: RecipePackDifficulty;
  id: string;
  imageUrl: string | null;
  isPublic: boolean;
  meals: PackMealDto[];
  name: string;
  /** Minutes: the prep and cook times of its recipes added up. */
  prepTimeTotal: number | null;
  servings: number;
  tags: string[];
  theme: string | null;
};
export type RecipePackStatus = 'assigned' | 'in_progress' | 'completed';
export type ClientRecipePackDto = {
  assignedDate: string;
  clientId: string;
  feedback: string | null;
  id: string;
  progress: number;
  recipePack: RecipePackDto;
  startDate: string | null;
  status: RecipePackStatus;
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
export type UpdateClientRecipePackDto = {
  feedback?: string | null;
  progress?: number;
  status?: RecipePackStatus;
};
export type PackMealInput = {
  dayNumber: number;
  mealId: string;
  mealType: MealCategory;
};
export type CreateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type UpdateRecipePackDto = {
  description?: string | null;
  difficulty?: RecipePackDifficulty;
  isPublic?: boolean;
  meals?: PackMealInput[];
  name?: string;
  servings?: number;
  tags?: string[];
  theme?: string | null;
};
export type AssignRecipePackDto = {
  clientId: string;
  /** Default: none (the client starts when they like). */
  startDate?: string | null;
};
export const {
  useRecipePacksOwnQuery,
  useRecipePacksUpdateOwnMutation,
  useRecipePacksForClientQuery,
  useRecipePacksListQuery,
  useRecipePacksCreateMutation,
  useRecipePacksRemoveMutation,
  useRecipePacksGetQuery,
  useRecipePacksUpdateMutation,
  useRecipePacksAssignMutation,
} = injectedRtkApi;
