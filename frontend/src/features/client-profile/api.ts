import { api } from '../../lib/api';

/**
 * Cache tags of one client's health data, keyed by the client's id: saving a measurement refetches that client's
 * measurements and record (the weight becomes the client's current weight), not every client query.
 */
export const clientProfileApi = api.enhanceEndpoints({
  addTagTypes: ['healthProfile', 'measurements', 'wellness', 'clientWorkouts', 'habits'],
  endpoints: {
    clientHealthGetHealthProfile: { providesTags: (_profile, _error, { id }) => [{ type: 'healthProfile', id }] },
    clientHealthSaveHealthProfile: { invalidatesTags: (_profile, _error, { id }) => [{ type: 'healthProfile', id }] },
    clientHealthListMeasurements: { providesTags: (_list, _error, { id }) => [{ type: 'measurements', id }] },
    clientHealthAddMeasurement: { invalidatesTags: (_saved, _error, { id }) => [{ type: 'measurements', id }, { type: 'clients', id }, 'dashboard'] },
    clientHealthListWellness: { providesTags: (_list, _error, { id }) => [{ type: 'wellness', id }] },
    clientHealthAddWellness: { invalidatesTags: (_saved, _error, { id }) => [{ type: 'wellness', id }, 'dashboard'] },
    clientWorkoutsList: { providesTags: ['clientWorkouts'] },
    clientWorkoutsProgress: { providesTags: ['clientWorkouts'] },
    habitsListForClient: { providesTags: ['habits'] },
  },
});

export const {
  useClientHealthAddMeasurementMutation,
  useClientHealthGetHealthProfileQuery,
  useClientHealthListMeasurementsQuery,
  useClientHealthListWellnessQuery,
  useClientHealthSaveHealthProfileMutation,
  useClientNutritionCreateGoalMutation,
  useClientNutritionForClientQuery,
  useFoodPreferencesCreateMutation,
  useFoodPreferencesListQuery,
  useFoodPreferencesRemoveMutation,
  useRecipePacksForClientQuery,
  useShoppingListsGenerateMutation,
  useShoppingListsListForClientQuery,
  useClientsGetQuery,
  useClientWorkoutsListQuery,
  useClientWorkoutsProgressQuery,
  useGoalsListForClientQuery,
  useHabitsListForClientQuery,
} = clientProfileApi;
