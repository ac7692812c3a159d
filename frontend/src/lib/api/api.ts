import type { Api } from '@reduxjs/toolkit/query/react';
import { generatedAuthApi } from '@coachcore/api-client/auth';
import { generatedFeatureFlagsApi } from '@coachcore/api-client/feature-flags';
import { toCursorPage, toPage, type WithPages } from './paginated';

/**
 * List endpoints paged by offset (X-Total-Count / X-Page / X-Limit); each answers `Page<Item>` (see `paged`), whichever
 * generated module it is in. `npm run new:module` adds its module's list here.
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

type OffsetList = (typeof OFFSET_LISTS)[number];
type CursorList = (typeof CURSOR_LISTS)[number];
const LIST_TRANSFORMS: Record<string, { transformResponse: typeof toPage | typeof toCursorPage }> = {
  ...Object.fromEntries(OFFSET_LISTS.map((name) => [name, { transformResponse: toPage }])),
  ...Object.fromEntries(CURSOR_LISTS.map((name) => [name, { transformResponse: toCursorPage }])),
};

/** A generated module of the API (`@coachcore/api-client/<tag>`): the one API root typed with that tag's endpoints. */
interface GeneratedModule {
  endpoints: object;
  enhanceEndpoints(options: { endpoints: never }): unknown;
}

/** `Generated` with its paged lists answering `Page<Item>` or `CursorPage<Item>` instead of `Item[]`. */
export type Paged<Generated> =
  Generated extends Api<infer BaseQuery, infer Definitions, infer ReducerPath, infer TagTypes, infer Enhancers>
    ? Api<BaseQuery, WithPages<Generated, Extract<OffsetList, keyof Definitions>, Extract<CursorList, keyof Definitions>>, ReducerPath, TagTypes, Enhancers>
    : never;

/**
 * A generated module's endpoints as the app reads them: its paged lists answer `{ items, total, page, limit }` (offset)
 * or `{ items, nextCursor }` (cursor), one transform each. Every reader of a module's endpoints takes them through this
 * (`paged(generatedClientsApi)`), so the transform is in place before a list's first request wherever it is read
 * first; applying it again changes nothing. A screen with numbered pages passes `page`; a "Load more" list uses the
 * feature's infinite query of the same route.
 */
export function paged<Generated extends GeneratedModule>(generated: Generated): Paged<Generated> {
  // The modules share one api object: its endpoints are those injected so far, this module's among them.
  const injected = Object.keys(LIST_TRANSFORMS).filter((name) => name in generated.endpoints);
  generated.enhanceEndpoints({ endpoints: Object.fromEntries(injected.map((name) => [name, LIST_TRANSFORMS[name]])) as never });
  return generated as unknown as Paged<Generated>;
}

/**
 * The app's API root, with the session's endpoints (every area reads them, from the first screen on):
 * the current user is provided under 'auth' and 'user', so a profile save or completed onboarding refetches it; logout
 * empties the whole cache itself (refetching the user first would race the move to /login). The other endpoints come
 * with the chunks that read them (`paged(generated<Tag>Api)`); each feature adds the cache tags of its own endpoints
 * beside its code (`features/<name>/api.ts`).
 */
export const api = generatedAuthApi.enhanceEndpoints({
  addTagTypes: ['user'],
  endpoints: {
    authMe: { providesTags: ['auth', 'user'] },
    authLogout: { invalidatesTags: [] },
  },
});

// The flags change rarely: read on start, kept for the session (an admin's change refetches them, see features/admin).
const featureFlagsApi = generatedFeatureFlagsApi.enhanceEndpoints({
  endpoints: { featureFlagsStates: { providesTags: ['feature-flags'], keepUnusedDataFor: 3600 } },
});

/** Tag id of "the list of this type", invalidated by writes that add or remove rows or change what a filter matches. */
export const LIST = 'LIST';

export const { useAuthMeQuery, useAuthLogoutMutation } = api;
export const { useFeatureFlagsStatesQuery } = featureFlagsApi;
