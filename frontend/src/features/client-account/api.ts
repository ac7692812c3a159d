import { api } from '../../lib/api';

/** The signed-in user's own account: details (PUT /api/user/profile) and password (PUT /api/user/password). */
export const clientAccountApi = api.enhanceEndpoints({
  endpoints: { usersUpdateProfile: { invalidatesTags: ['user'] } },
});

export const { useAuthMeQuery, useUsersUpdateProfileMutation, useUsersChangePasswordMutation } = clientAccountApi;
