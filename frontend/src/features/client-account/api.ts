import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { generatedUserApi } from '@coachcore/api-client/user';
import { api, paged } from '../../lib/api';

/**
 * The signed-in user's own account: details (PUT /api/user/profile) and password (components/account), the export of
 * their data and the deletion of their account.
 */
export const clientAccountApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['dataExports', 'notificationPreferences'],
  endpoints: {
    clientPortalPushPreferences: { providesTags: ['notificationPreferences'] },
    clientPortalPushUpdatePreferences: { invalidatesTags: ['notificationPreferences'] },
    clientPortalPushSubscribe: { invalidatesTags: ['notificationPreferences'] },
    clientPortalPushUnsubscribe: { invalidatesTags: ['notificationPreferences'] },
    clientPortalDataExportsList: { providesTags: ['dataExports'] },
    clientPortalDataExportsRequest: { invalidatesTags: ['dataExports'] },
  },
});

export const {
  useClientPortalDataExportsListQuery,
  useClientPortalDataExportsRequestMutation,
  useClientPortalAccountDeletionRequestMutation,
  useClientPortalAccountDeletionConfirmMutation,
  useClientPortalPushPreferencesQuery,
  useClientPortalPushUpdatePreferencesMutation,
  useLazyClientPortalPushPublicKeyQuery,
  useClientPortalPushSubscribeMutation,
  useClientPortalPushUnsubscribeMutation,
} = clientAccountApi;
export const { useAuthMeQuery } = api;
// A saved profile refetches the current user ('user', the generated tag of these endpoints).
export const { useUsersUpdateProfileMutation } = paged(generatedUserApi);
