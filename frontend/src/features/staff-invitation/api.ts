import { generatedStaffInvitationsApi } from '@coachcore/api-client/staff-invitations';
import { paged } from '../../lib/api';

/** The staff invitation page's calls: the preview is never refetched (its code is used once the person accepts). */
export const staffInvitationApi = paged(generatedStaffInvitationsApi).enhanceEndpoints({
  endpoints: {
    staffInvitationsPreview: { providesTags: [] },
  },
});

export const { useStaffInvitationsPreviewQuery, useStaffInvitationsSignUpMutation, useStaffInvitationsAcceptMutation } = staffInvitationApi;
