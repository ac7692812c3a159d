import { baseApi as api } from '../base-api';
export const addTagTypes = ['meals'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      mealsList: build.query<MealsListApiResponse, MealsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            search: queryArg.search,
          },
        }),
        providesTags: ['meals'],
      }),
      mealsCreate: build.mutation<MealsCreateApiResponse, MealsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meals`, method: 'POST', body: queryArg.createMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsCategories: build.query<MealsCategoriesApiResponse, MealsCategoriesApiArg>({
        query: () => ({ url: `/api/meals/categories` }),
        providesTags: ['meals'],
      }),
      mealsRemove: build.mutation<MealsRemoveApiResponse, MealsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['meals'],
      }),
      mealsGet: build.query<MealsGetApiResponse, MealsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}` }),
        providesTags: ['meals'],
      }),
      mealsUpdate: build.mutation<MealsUpdateApiResponse, MealsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMealDto }),
        invalidatesTags: ['meals'],
      }),
      mealsImage: build.query<MealsImageApiResponse, MealsImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image` }),
        providesTags: ['meals'],
      }),
      mealsUploadImage: build.mutation<MealsUploadImageApiResponse, MealsUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/meals/${queryArg.id}/image`, method: 'POST', body: queryArg.uploadMealImageDto }),
        invalidatesTags: ['meals'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedMealsApi };
export type MealsListApiResponse = /** status 200 The page of meals, newest first */ MealResponseDto[];
export type MealsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: MealCategory;
  /** Part of the name or description, case-insensitive. */
  search?: string;
};
export type MealsCreateApiResponse = /** status 201 The new meal */ MealResponseDto;
export type MealsCreateApiArg = {
  createMealDto: CreateMealDto;
};
export type MealsCategoriesApiResponse = /** status 200 The four categories, in that order */ MealCategoryDto[];
export type MealsCategoriesApiArg = void;
export type MealsRemoveApiResponse = unknown;
export type MealsRemoveApiArg = {
  id: string;
};
export type MealsGetApiResponse = /** status 200 The meal */ MealResponseDto;
export type MealsGetApiArg = {
  id: string;
};
export type MealsUpdateApiResponse = /** status 200 The updated meal */ MealResponseDto;
export type MealsUpdateApiArg = {
  id: string;
  updateMealDto: UpdateMealDto;
};
export type MealsImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type MealsImageApiArg = {
  id: string;
};
export type MealsUploadImageApiResponse = /** status 200 The meal with its image */ MealResponseDto;
export type MealsUploadImageApiArg = {
  id: string;
  uploadMealImageDto: UploadMealImageDto;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type MealIngredientDto = {
  calories: number;
  carbs: number;
  fat: number;
  fiber: number;
  foodId: string;
  foodName: string;
  protein: number;
  quantity: number;
  unit: string;
};
export type MealResponseDto = {
  /** Per serving, from the ingredients. */
  calories: number;
  carbs: number;
  category: MealCategory;
  cookTime: number | null;
  createdAt: string;
  description: string | null;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the uploaded image; null without one. */
  imageUrl: string | null;
  ingredients: MealIngredientDto[];
  instructions: string | null;
  isRecipe: boolean;
  name: string;
  prepTime: number | null;
  protein: number;
  servings: number;
  updatedAt: string;
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
export type MealIngredientInput = {
  foodId: string;
  quantity: number;
};
export type CreateMealDto = {
  category: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type MealCategoryDto = {
  id: MealCategory;
  name: string;
  recipeCount: number;
};
export type UpdateMealDto = {
  category?: MealCategory;
  /** Minutes. */
  cookTime?: number | null;
  description?: string | null;
  ingredients?: MealIngredientInput[];
  instructions?: string | null;
  isRecipe?: boolean;
  name?: string;
  /** Minutes. */
  prepTime?: number | null;
  /** The ingredients make this many servings (default 1). */
  servings?: number;
};
export type UploadMealImageDto = {
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
};
export const {
  useMealsListQuery,
  useMealsCreateMutation,
  useMealsCategoriesQuery,
  useMealsRemoveMutation,
  useMealsGetQuery,
  useMealsUpdateMutation,
  useMealsImageQuery,
  useMealsUploadImageMutation,
} = injectedRtkApi;
