import { api } from '../../lib/api';

/**
 * The signed-in user's own account: details (PUT /api/user/profile) and password (components/account), the export of
 * their data and the deletion of their account.
 */
export const clientAccountApi = api.enhanceEndpoints({
  addTagTypes: ['dataExports', 'notificationPreferences'],
  endpoints: {
    clientPortalPushPreferences: { providesTags: ['notificationPreferences'] },
    clientPortalPushUpdatePreferences: { invalidatesTags: ['notificationPreferences'] },
    clientPortalPushSubscribe: { invalidatesTags: ['notificationPreferences'] },
    clientPortalPushUnsubscribe: { invalidatesTags: ['notificationPreferences'] },
    usersUpdateProfile: { invalidatesTags: ['user'] },
    clientPortalDataExportsList: { providesTags: ['dataExports'] },
    clientPortalDataExportsRequest: { invalidatesTags: ['dataExports'] },
  },
});

export const {
  useAuthMeQuery,
  useUsersUpdateProfileMutation,
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
