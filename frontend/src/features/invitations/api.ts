import { generatedInvitationsApi } from '@coachcore/api-client/invitations';
import { api, paged } from '../../lib/api';

/**
 * Accepting links the account to a client record: the client portal's "am I linked" answer changes. The preview is
 * not refetched (its code is used now, and the page moves on to /client).
 */
export const invitationsApi = paged(generatedInvitationsApi).enhanceEndpoints({
  addTagTypes: ['clientLink'],
  endpoints: {
    invitationsPreview: { providesTags: [] },
    invitationsAccept: { invalidatesTags: ['clientLink'] },
  },
});

export const { useInvitationsPreviewQuery, useInvitationsAcceptMutation } = invitationsApi;
export const { useAuthRegisterMutation } = api;
