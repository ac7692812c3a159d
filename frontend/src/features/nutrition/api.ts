import type { MealResponseDto } from '@coachcore/api-client';
import { api, uploadRequest } from '../../lib/api';

/**
 * Cache tags of the coach's nutrition screens: a meal or plan write refetches the lists, the category counts, the
 * featured plans, the figures and the dashboard's panel; an assignment refetches the client's Nutrition tab.
 */
const NUTRITION_VIEWS = ['meals', 'meal-plans', 'nutrition', 'dashboard'] as const;

const enhanced = api.enhanceEndpoints({
  endpoints: {
    mealsCreate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealsUpdate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealsRemove: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansCreate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansUpdate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansRemove: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansDuplicate: { invalidatesTags: [...NUTRITION_VIEWS] },
    mealPlansAssign: { invalidatesTags: [...NUTRITION_VIEWS] },
    recipePacksCreate: { invalidatesTags: ['recipe-packs'] },
    recipePacksRemove: { invalidatesTags: ['recipe-packs'] },
  },
});

export const nutritionApi = enhanced.injectEndpoints({
  // The meal image is a multipart upload, which the generated hook cannot send.
  endpoints: (build) => ({
    mealsUploadImageFile: build.mutation<MealResponseDto, { id: string; file: File }>({
      query: ({ id, file }) => uploadRequest(`/api/meals/${id}/image`, file),
      invalidatesTags: ['meals', 'meal-plans'],
    }),
  }),
});

export const {
  useClientsListQuery,
  useMealsUploadImageFileMutation,
  useMealPlansAssignMutation,
  useMealPlansCreateMutation,
  useMealPlansDuplicateMutation,
  useMealPlansFeaturedQuery,
  useLazyMealPlansGetQuery,
  useMealPlansListQuery,
  useMealPlansRemoveMutation,
  useMealPlansUpdateMutation,
  useMealsCategoriesQuery,
  useMealsCreateMutation,
  useMealsListQuery,
  useMealsRemoveMutation,
  useMealsUpdateMutation,
  useRecipePacksAssignMutation,
  useRecipePacksCreateMutation,
  useRecipePacksListQuery,
  useRecipePacksRemoveMutation,
} = nutritionApi;
