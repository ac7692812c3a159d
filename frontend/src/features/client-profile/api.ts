import type { ClientHabitResponseDto, ClientWorkoutResponseDto, MeasurementResponseDto, ShoppingListDto, WellnessLogResponseDto } from '@coachcore/api-client';
import { api, cursorList, type CursorPage } from '../../lib/api';

/** Rows per "Load more" of the profile's lists. */
export const PROFILE_PAGES = { measurements: 50, wellness: 30, workouts: 20, habits: 20, shoppingLists: 5 } as const;

type ClientArg = { id: string };

/**
 * Cache tags of one client's health data, keyed by the client's id: saving a measurement refetches that client's
 * measurements and record (the weight becomes the client's current weight), not every client query.
 */
const enhanced = api.enhanceEndpoints({
  addTagTypes: ['healthProfile', 'measurements', 'wellness', 'clientWorkouts', 'habits', 'clientSubscriptions', 'packages'],
  endpoints: {
    // A client's packages; assigning or ending one also changes the package's count of clients (the packages list).
    clientSubscriptionsList: { providesTags: (_page, _error, { id }) => [{ type: 'clientSubscriptions', id }] },
    clientSubscriptionsAssign: {
      invalidatesTags: (_result, _error, { id, assignPackageDto }) => [
        { type: 'clientSubscriptions', id },
        { type: 'packages', id: assignPackageDto.packageId },
      ],
    },
    clientSubscriptionsEnd: {
      invalidatesTags: (result, _error, { id }) => [
        { type: 'clientSubscriptions', id },
        ...(result ? [{ type: 'packages' as const, id: result.packageId }] : []),
      ],
    },
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

/** The profile's histories, a page at a time ("Load more"); a write to one refetches every page it has loaded. */
export const clientProfileApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    clientMeasurementsPages: build.infiniteQuery<CursorPage<MeasurementResponseDto>, ClientArg, string>({
      ...cursorList<MeasurementResponseDto, ClientArg>(({ id }) => ({ url: `/api/clients/${id}/measurements`, params: { limit: PROFILE_PAGES.measurements } })),
      providesTags: (_pages, _error, { id }) => [{ type: 'measurements', id }],
    }),
    clientWellnessPages: build.infiniteQuery<CursorPage<WellnessLogResponseDto>, ClientArg, string>({
      ...cursorList<WellnessLogResponseDto, ClientArg>(({ id }) => ({ url: `/api/clients/${id}/wellness`, params: { limit: PROFILE_PAGES.wellness } })),
      providesTags: (_pages, _error, { id }) => [{ type: 'wellness', id }],
    }),
    clientWorkoutsPages: build.infiniteQuery<CursorPage<ClientWorkoutResponseDto>, ClientArg, string>({
      ...cursorList<ClientWorkoutResponseDto, ClientArg>(({ id }) => ({ url: `/api/clients/${id}/workouts`, params: { limit: PROFILE_PAGES.workouts } })),
      providesTags: ['clientWorkouts'],
    }),
    clientHabitsPages: build.infiniteQuery<CursorPage<ClientHabitResponseDto>, ClientArg, string>({
      ...cursorList<ClientHabitResponseDto, ClientArg>(({ id }) => ({ url: `/api/clients/${id}/habits`, params: { limit: PROFILE_PAGES.habits } })),
      providesTags: ['habits'],
    }),
    clientShoppingListsPages: build.infiniteQuery<CursorPage<ShoppingListDto>, ClientArg, string>({
      ...cursorList<ShoppingListDto, ClientArg>(({ id }) => ({ url: `/api/clients/${id}/shopping-lists`, params: { limit: PROFILE_PAGES.shoppingLists } })),
      providesTags: ['shopping-lists'],
    }),
  }),
});

export const {
  useClientHealthAddMeasurementMutation,
  useClientHealthGetHealthProfileQuery,
  useClientMeasurementsPagesInfiniteQuery,
  useClientWellnessPagesInfiniteQuery,
  useClientWorkoutsPagesInfiniteQuery,
  useClientHabitsPagesInfiniteQuery,
  useClientShoppingListsPagesInfiniteQuery,
  useClientHealthSaveHealthProfileMutation,
  useClientNutritionCreateGoalMutation,
  useClientNutritionForClientQuery,
  useFoodPreferencesCreateMutation,
  useFoodPreferencesListQuery,
  useFoodPreferencesRemoveMutation,
  useRecipePacksForClientQuery,
  useShoppingListsGenerateMutation,
  useClientsGetQuery,
  useClientSubscriptionsAssignMutation,
  useClientSubscriptionsEndMutation,
  useClientSubscriptionsListQuery,
  useClientWorkoutsProgressQuery,
  usePackagesListQuery,
  useGoalsListForClientQuery,
  useClientProgressPhotosListQuery,
} = clientProfileApi;
