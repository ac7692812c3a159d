import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { generatedFoodsApi } from '@coachcore/api-client/foods';
import { generatedRecipePacksApi } from '@coachcore/api-client/recipe-packs';
import { generatedShoppingListsApi } from '@coachcore/api-client/shopping-lists';
import { paged } from '../../lib/api';

/** The tracker's day, recent and frequent foods refetch after every log write. */
export const nutritionTrackerApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['foodLog'],
  endpoints: {
    clientFoodLogDay: { providesTags: ['foodLog'] },
    clientFoodLogRecent: { providesTags: ['foodLog'] },
    clientFoodLogFrequent: { providesTags: ['foodLog'] },
    clientFoodLogAdd: { invalidatesTags: ['foodLog'] },
    clientFoodLogRemove: { invalidatesTags: ['foodLog'] },
    clientFoodLogLogPlannedMeal: { invalidatesTags: ['foodLog'] },
    clientFoodLogUnlogPlannedMeal: { invalidatesTags: ['foodLog'] },
  },
});

export const {
  useClientFoodLogAddMutation,
  useClientFoodLogDayQuery,
  useClientFoodLogFrequentQuery,
  useClientFoodLogMealPlanQuery,
  useClientFoodLogRecentQuery,
  useClientFoodLogRemoveMutation,
  useClientFoodLogLogPlannedMealMutation,
  useClientFoodLogUnlogPlannedMealMutation,
} = nutritionTrackerApi;
export const { useLazyFoodsByBarcodeQuery } = paged(generatedFoodsApi);
export const { useRecipePacksOwnQuery, useRecipePacksUpdateOwnMutation } = paged(generatedRecipePacksApi);
export const { useShoppingListsOwnQuery, useShoppingListsSetPurchasedMutation } = paged(generatedShoppingListsApi);
