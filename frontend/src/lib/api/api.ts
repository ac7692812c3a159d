import { generatedApi } from '@coachcore/api-client';
import { toPage, type WithPages } from './paginated';

/** List endpoints that page through X-Total-Count / X-Page / X-Limit; each answers `Page<Item>`. */
type PaginatedEndpoint = 'clientsList' | 'exercisesList' | 'workoutsList';

/**
 * The app's API root: the generated endpoints (never edited by hand) with what every feature relies on.
 * - Paginated lists answer `{ items, total, page, limit }` (one shared transform).
 * - The session: the current user is provided under 'auth' and 'user', so a profile save or completed onboarding
 *   refetches it; logout empties the whole cache itself (refetching the user first would race the move to /login).
 * Each feature adds the cache tags of its own endpoints beside its code (`features/<name>/api.ts`).
 */
export const api = generatedApi.enhanceEndpoints<never, WithPages<typeof generatedApi, PaginatedEndpoint>>({
  endpoints: {
    clientsList: { transformResponse: toPage },
    exercisesList: { transformResponse: toPage },
    workoutsList: { transformResponse: toPage },
    authMe: { providesTags: ['auth', 'user'] },
    authLogout: { invalidatesTags: [] },
  },
});

/** Tag id of "the list of this type", invalidated by writes that add or remove rows or change what a filter matches. */
export const LIST = 'LIST';

export const { useAuthMeQuery, useAuthLogoutMutation } = api;
