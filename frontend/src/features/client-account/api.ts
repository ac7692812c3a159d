import { api } from '../../lib/api';

/** The signed-in user's own account: details (PUT /api/user/profile) and password (components/account). */
export const clientAccountApi = api.enhanceEndpoints({
  endpoints: { usersUpdateProfile: { invalidatesTags: ['user'] } },
});

export const { useAuthMeQuery, useUsersUpdateProfileMutation } = clientAccountApi;
