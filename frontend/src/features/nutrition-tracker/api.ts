import { api } from '../../lib/api';

/** The tracker's day, recent and frequent foods refetch after every log write. */
export const nutritionTrackerApi = api.enhanceEndpoints({
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
  useClientFoodLogUnlogPlannedMealMutation,
  useLazyFoodsByBarcodeQuery,
  useRecipePacksOwnQuery,
  useRecipePacksUpdateOwnMutation,
  useShoppingListsOwnQuery,
  useShoppingListsSetPurchasedMutation,
} = nutritionTrackerApi;
