import { generatedClientsApi, type MeasurementResponseDto, type WellnessLogResponseDto } from '@coachcore/api-client/clients';
import { generatedGoalsApi } from '@coachcore/api-client/goals';
import { generatedHabitsApi, type ClientHabitResponseDto } from '@coachcore/api-client/habits';
import { generatedNutritionApi } from '@coachcore/api-client/nutrition';
import { generatedPackagesApi } from '@coachcore/api-client/packages';
import { generatedProgressPhotosApi } from '@coachcore/api-client/progress-photos';
import { generatedRecipePacksApi } from '@coachcore/api-client/recipe-packs';
import { generatedShoppingListsApi, type ShoppingListDto } from '@coachcore/api-client/shopping-lists';
import { generatedWorkoutsApi, type ClientWorkoutResponseDto } from '@coachcore/api-client/workouts';
import { cursorList, paged, type CursorPage } from '../../lib/api';

/** Rows per "Load more" of the profile's lists. */
export const PROFILE_PAGES = { measurements: 50, wellness: 30, workouts: 20, habits: 20, shoppingLists: 5 } as const;

type ClientArg = { id: string };

/**
 * Cache tags of one client's health data, keyed by the client's id: saving a measurement refetches that client's
 * measurements and record (the weight becomes the client's current weight), not every client query.
 */
const health = paged(generatedClientsApi).enhanceEndpoints({
  addTagTypes: ['healthProfile', 'measurements', 'wellness', 'clientWorkouts', 'habits', 'dashboard', 'shopping-lists'],
  endpoints: {
    clientHealthGetHealthProfile: { providesTags: (_profile, _error, { id }) => [{ type: 'healthProfile', id }] },
    clientHealthSaveHealthProfile: { invalidatesTags: (_profile, _error, { id }) => [{ type: 'healthProfile', id }] },
    clientHealthListMeasurements: { providesTags: (_list, _error, { id }) => [{ type: 'measurements', id }] },
    clientHealthAddMeasurement: { invalidatesTags: (_saved, _error, { id }) => [{ type: 'measurements', id }, { type: 'clients', id }, 'dashboard'] },
    clientHealthListWellness: { providesTags: (_list, _error, { id }) => [{ type: 'wellness', id }] },
    clientHealthAddWellness: { invalidatesTags: (_saved, _error, { id }) => [{ type: 'wellness', id }, 'dashboard'] },
  },
});

/** A client's packages; assigning or ending one also changes the package's count of clients (the packages list). */
const subscriptions = paged(generatedPackagesApi).enhanceEndpoints({
  addTagTypes: ['clientSubscriptions'],
  endpoints: {
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
    clientPackageRenewalsCancel: { invalidatesTags: (_result, _error, { id }) => [{ type: 'clientSubscriptions', id }] },
    clientPackageRenewalsResume: { invalidatesTags: (_result, _error, { id }) => [{ type: 'clientSubscriptions', id }] },
  },
});

const workouts = paged(generatedWorkoutsApi).enhanceEndpoints({
  addTagTypes: ['clientWorkouts'],
  endpoints: {
    clientWorkoutsList: { providesTags: ['clientWorkouts'] },
    clientWorkoutsProgress: { providesTags: ['clientWorkouts'] },
  },
});

// A client's habits, refetched with every habit write (those provide and invalidate 'habits').
paged(generatedHabitsApi).enhanceEndpoints({ endpoints: { habitsListForClient: { providesTags: ['habits'] } } });

/** The profile's histories, a page at a time ("Load more"); a write to one refetches every page it has loaded. */
export const clientProfileApi = health.injectEndpoints({
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
  useClientsGetQuery,
} = clientProfileApi;
export const {
  useClientSubscriptionsAssignMutation,
  useClientSubscriptionsEndMutation,
  useClientSubscriptionsListQuery,
  usePackagesListQuery,
  useClientPackageRenewalsCancelMutation,
  useClientPackageRenewalsResumeMutation,
} = subscriptions;
export const { useClientWorkoutsProgressQuery } = workouts;
// Read here, tagged by their own features (nutrition, goals) or needing none.
export const {
  useClientNutritionCreateGoalMutation,
  useClientNutritionForClientQuery,
  useFoodPreferencesCreateMutation,
  useFoodPreferencesListQuery,
  useFoodPreferencesRemoveMutation,
} = paged(generatedNutritionApi);
export const { useRecipePacksForClientQuery } = paged(generatedRecipePacksApi);
export const { useShoppingListsGenerateMutation } = paged(generatedShoppingListsApi);
export const { useGoalsListForClientQuery } = paged(generatedGoalsApi);
export const { useClientProgressPhotosListQuery } = paged(generatedProgressPhotosApi);
