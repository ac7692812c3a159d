import { generatedApi } from '@coachcore/api-client';
import { toCursorPage, toPage, type WithPages } from './paginated';

/**
 * List endpoints paged by offset (X-Total-Count / X-Page / X-Limit); each answers `Page<Item>`. `npm run new:module`
 * adds its module's list here.
 */
const OFFSET_LISTS = [
  'clientsList',
  'staffList',
  'staffAssignedClients',
  'exercisesList',
  'workoutsList',
  'foodsSearch',
  'mealsList',
  'mealPlansList',
  'messagesConversations',
  'communitiesList',
  'clientCommunitiesList',
  'habitsList',
  'recipePacksList',
  'recipePacksForClient',
  'recipePacksOwn',
  'goalsListForClient',
  'clientPortalGoalsList',
  'foodPreferencesList',
  'clientNutritionListGoals',
  'mealPlansAssignments',
  'clientWorkoutsProgress',
  'meetingsList',
  'platformCouponsList',
  'clientCouponsList',
  'formsList',
  'formsSubmissions',
  'packagesList',
  'clientSubscriptionsList',
  'clientPaymentsList',
  'clientPortalPaymentsReceipts',
  'adminAreaBusinesses',
  'adminAreaClients',
  'adminAreaUsers',
  'adminAreaAuditLog',
  'adminBillingPayments',
  'adminBillingSubscriptions',
  'adminCouponsList',
  'platformStaffList',
  'supportList',
  'adminSupportList',
  'clientPortalMeetingsMeetings',
  'clientPortalMeetingsGroupSessions',
  'integrationsDeliveries',
  'clientPortalFeedbackList',
  'helpList',
  'automationsRuns',
  'webhooksDeliveries',
] as const;

/** List endpoints paged by cursor (X-Next-Cursor); each answers `CursorPage<Item>`. */
const CURSOR_LISTS = [
  'messagesList',
  'communityPostsList',
  'communitiesMembers',
  'habitsListForClient',
  'clientPortalHabitsList',
  'clientWorkoutsList',
  'clientPortalWorkoutsPlan',
  'clientHealthListMeasurements',
  'clientHealthListWellness',
  'clientProgressPhotosList',
  'clientPortalProgressList',
  'clientPortalMeasurementsList',
  'shoppingListsListForClient',
  'shoppingListsOwn',
] as const;

/** The same endpoint definition for each of `names`. */
const each = <Name extends string, Definition>(names: readonly Name[], definition: Definition) =>
  Object.fromEntries(names.map((name) => [name, definition])) as Record<Name, Definition>;

/**
 * The app's API root: the generated endpoints (never edited by hand) with what every feature relies on.
 * - Paged lists answer `{ items, total, page, limit }` (offset) or `{ items, nextCursor }` (cursor): one transform each.
 *   A screen with numbered pages passes `page`; a "Load more" list uses the feature's infinite query of the same route.
 * - The session: the current user is provided under 'auth' and 'user', so a profile save or completed onboarding
 *   refetches it; logout empties the whole cache itself (refetching the user first would race the move to /login).
 * Each feature adds the cache tags of its own endpoints beside its code (`features/<name>/api.ts`).
 */
export const api = generatedApi.enhanceEndpoints<never, WithPages<typeof generatedApi, (typeof OFFSET_LISTS)[number], (typeof CURSOR_LISTS)[number]>>({
  endpoints: {
    ...each(OFFSET_LISTS, { transformResponse: toPage }),
    ...each(CURSOR_LISTS, { transformResponse: toCursorPage }),
    authMe: { providesTags: ['auth', 'user'] },
    authLogout: { invalidatesTags: [] },
    // The flags change rarely: read on start, kept for the session (an admin's change refetches them, see features/admin).
    featureFlagsStates: { providesTags: ['feature-flags'], keepUnusedDataFor: 3600 },
  },
});

/** Tag id of "the list of this type", invalidated by writes that add or remove rows or change what a filter matches. */
export const LIST = 'LIST';

export const { useAuthMeQuery, useAuthLogoutMutation, useFeatureFlagsStatesQuery } = api;
