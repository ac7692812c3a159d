import { api } from '../../lib/api';

/**
 * The session's own tags (the current user) live in lib/api, which every area reads. Two-factor sign-in's status is
 * refetched after each change of it (set-up, on, off, new recovery codes).
 */
export const authApi = api.enhanceEndpoints<'two-factor'>({
  addTagTypes: ['two-factor'],
  endpoints: {
    twoFactorStatus: { providesTags: ['two-factor'] },
    twoFactorSetup: { invalidatesTags: ['two-factor'] },
    twoFactorEnable: { invalidatesTags: ['two-factor'] },
    twoFactorDisable: { invalidatesTags: ['two-factor'] },
    twoFactorRecoveryCodes: { invalidatesTags: ['two-factor'] },
  },
});

export const {
  useAuthLoginMutation,
  useAuthRegisterMutation,
  useTwoFactorStatusQuery,
  useTwoFactorSetupMutation,
  useTwoFactorEnableMutation,
  useTwoFactorDisableMutation,
  useTwoFactorRecoveryCodesMutation,
} = authApi;
