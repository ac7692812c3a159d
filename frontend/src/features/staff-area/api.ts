import { api } from '../../lib/api';

/**
 * The staff area's own calls: the access-level card (refetched on every visit, since the owner may change it at any
 * time) and the profile. The clients, workouts, meetings and messages figures read the owning features' endpoints.
 */
export const staffAreaApi = api.enhanceEndpoints({
  endpoints: {
    ownStaffGet: { keepUnusedDataFor: 0 },
  },
});

export const {
  useOwnStaffGetQuery,
  useClientsListQuery,
  useWorkoutsListQuery,
  useMeetingsListQuery,
  useMessagesUnreadCountQuery,
  useAuthMeQuery,
  useUsersUpdateProfileMutation,
} = staffAreaApi;
