import { generatedClientsApi } from '@coachcore/api-client/clients';
import { generatedMealPlansApi } from '@coachcore/api-client/meal-plans';
import { generatedMealsApi, type MealResponseDto } from '@coachcore/api-client/meals';
import { generatedRecipePacksApi } from '@coachcore/api-client/recipe-packs';
import { paged, uploadRequest } from '../../lib/api';

/**
 * Cache tags of the coach's nutrition screens: a meal or plan write refetches the lists, the category counts, the
 * featured plans, the figures and the dashboard's panel; an assignment refetches the client's Nutrition tab.
 */
const NUTRITION_VIEWS = ['meals', 'meal-plans', 'nutrition', 'dashboard'] as const;

export const mealsApi = paged(generatedMealsApi)
  .enhanceEndpoints({
    addTagTypes: NUTRITION_VIEWS,
    endpoints: {
      mealsCreate: { invalidatesTags: [...NUTRITION_VIEWS] },
      mealsUpdate: { invalidatesTags: [...NUTRITION_VIEWS] },
      mealsRemove: { invalidatesTags: [...NUTRITION_VIEWS] },
    },
  })
  .injectEndpoints({
    // The meal image is a multipart upload, which the generated hook cannot send.
    endpoints: (build) => ({
      mealsUploadImageFile: build.mutation<MealResponseDto, { id: string; file: File }>({
        query: ({ id, file }) => uploadRequest(`/api/meals/${id}/image`, file),
        invalidatesTags: ['meals', 'meal-plans'],
      }),
    }),
  });

export const mealPlansApi = paged(generatedMealPlansApi).enhanceEndpoints({
  addTagTypes: NUTRITION_VIEWS,
  endpoints: {
    mealPlansCreate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansUpdate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansRemove: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansDuplicate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansAssign: { invalidatesTags: [...NUTRITION_VIEWS] },
  },
});

export const recipePacksApi = paged(generatedRecipePacksApi).enhanceEndpoints({
  endpoints: {
    recipePacksCreate: { invalidatesTags: ['recipe-packs'] },
    recipePacksRemove: { invalidatesTags: ['recipe-packs'] },
  },
});

export const {
  useMealsUploadImageFileMutation,
  useMealsCategoriesQuery,
  useMealsCreateMutation,
  useMealsListQuery,
  useMealsRemoveMutation,
  useMealsUpdateMutation,
} = mealsApi;
export const {
  useMealPlansAssignMutation,
  useMealPlansCreateMutation,
  useMealPlansDuplicateMutation,
  useMealPlansFeaturedQuery,
  useLazyMealPlansGetQuery,
  useMealPlansListQuery,
  useMealPlansRemoveMutation,
  useMealPlansUpdateMutation,
} = mealPlansApi;
export const { useRecipePacksAssignMutation, useRecipePacksCreateMutation, useRecipePacksListQuery, useRecipePacksRemoveMutation } = recipePacksApi;
// The clients a plan is assigned to (tagged by features/clients).
export const { useClientsListQuery } = paged(generatedClientsApi);
