import { generatedApi } from '@coachcore/api-client';
import { toCursorPage, toPage, type WithPages } from './paginated';

/** List endpoints paged by offset (X-Total-Count / X-Page / X-Limit); each answers `Page<Item>`. */
type OffsetEndpoint =
  | 'clientsList'
  | 'exercisesList'
  | 'workoutsList'
  | 'foodsSearch'
  | 'mealsList'
  | 'mealPlansList'
  | 'messagesConversations'
  | 'communitiesList'
  | 'clientCommunitiesList'
  | 'habitsList'
  | 'recipePacksList'
  | 'recipePacksForClient'
  | 'recipePacksOwn'
  | 'goalsListForClient'
  | 'clientPortalGoalsList'
  | 'foodPreferencesList'
  | 'clientNutritionListGoals'
  | 'mealPlansAssignments'
  | 'clientWorkoutsProgress';

/** List endpoints paged by cursor (X-Next-Cursor); each answers `CursorPage<Item>`. */
type CursorEndpoint =
  | 'messagesList'
  | 'communityPostsList'
  | 'communitiesMembers'
  | 'habitsListForClient'
  | 'clientPortalHabitsList'
  | 'clientWorkoutsList'
  | 'clientPortalWorkoutsPlan'
  | 'clientHealthListMeasurements'
  | 'clientHealthListWellness'
  | 'clientProgressPhotosList'
  | 'shoppingListsListForClient'
  | 'shoppingListsOwn';

const offset = { transformResponse: toPage };
const cursor = { transformResponse: toCursorPage };

/**
 * The app's API root: the generated endpoints (never edited by hand) with what every feature relies on.
 * - Paged lists answer `{ items, total, page, limit }` (offset) or `{ items, nextCursor }` (cursor): one transform each.
 *   A screen with numbered pages passes `page`; a "Load more" list uses the feature's infinite query of the same route.
 * - The session: the current user is provided under 'auth' and 'user', so a profile save or completed onboarding
 *   refetches it; logout empties the whole cache itself (refetching the user first would race the move to /login).
 * Each feature adds the cache tags of its own endpoints beside its code (`features/<name>/api.ts`).
 */
export const api = generatedApi.enhanceEndpoints<never, WithPages<typeof generatedApi, OffsetEndpoint, CursorEndpoint>>({
  endpoints: {
    clientsList: offset,
    exercisesList: offset,
    workoutsList: offset,
    foodsSearch: offset,
    mealsList: offset,
    mealPlansList: offset,
    messagesConversations: offset,
    communitiesList: offset,
    clientCommunitiesList: offset,
    habitsList: offset,
    recipePacksList: offset,
    recipePacksForClient: offset,
    recipePacksOwn: offset,
    goalsListForClient: offset,
    clientPortalGoalsList: offset,
    foodPreferencesList: offset,
    clientNutritionListGoals: offset,
    mealPlansAssignments: offset,
    clientWorkoutsProgress: offset,
    messagesList: cursor,
    communityPostsList: cursor,
    communitiesMembers: cursor,
    habitsListForClient: cursor,
    clientPortalHabitsList: cursor,
    clientWorkoutsList: cursor,
    clientPortalWorkoutsPlan: cursor,
    clientHealthListMeasurements: cursor,
    clientHealthListWellness: cursor,
    clientProgressPhotosList: cursor,
    shoppingListsListForClient: cursor,
    shoppingListsOwn: cursor,
    authMe: { providesTags: ['auth', 'user'] },
    authLogout: { invalidatesTags: [] },
  },
});

/** Tag id of "the list of this type", invalidated by writes that add or remove rows or change what a filter matches. */
export const LIST = 'LIST';

export const { useAuthMeQuery, useAuthLogoutMutation } = api;
