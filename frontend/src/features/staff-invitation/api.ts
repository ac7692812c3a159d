import { api } from '../../lib/api';

/** The staff invitation page's calls: the preview is never refetched (its code is used once the person accepts). */
export const staffInvitationApi = api.enhanceEndpoints({
  endpoints: {
    staffInvitationsPreview: { providesTags: [] },
  },
});

export const { useStaffInvitationsPreviewQuery, useStaffInvitationsSignUpMutation, useStaffInvitationsAcceptMutation } = staffInvitationApi;
