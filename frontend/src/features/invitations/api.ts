import { api } from '../../lib/api';

/**
 * Accepting links the account to a client record: the client portal's "am I linked" answer changes. The preview is
 * not refetched (its code is used now, and the page moves on to /client).
 */
export const invitationsApi = api.enhanceEndpoints({
  addTagTypes: ['clientLink'],
  endpoints: {
    invitationsPreview: { providesTags: [] },
    invitationsAccept: { invalidatesTags: ['clientLink'] },
  },
});

export const { useInvitationsPreviewQuery, useInvitationsAcceptMutation, useAuthRegisterMutation } = invitationsApi;
