import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { generatedMeetingsApi } from '@coachcore/api-client/meetings';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of the client's own scheduling: the free slots, their meetings and the group sessions. Booking, moving,
 * cancelling, joining and leaving change all three (a booked slot leaves the free slots; a seat changes a session).
 * Session feedback: the client's ratings (FEEDBACK) and each session's own view, refreshed by rating it.
 */
export const clientAppointmentsApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientScheduling'],
  endpoints: {
    clientPortalAppointmentsSlots: { providesTags: [{ type: 'clientScheduling', id: 'SLOTS' }] },
    clientPortalMeetingsMeetings: { providesTags: [{ type: 'clientScheduling', id: LIST }] },
    clientPortalMeetingsGroupSessions: { providesTags: [{ type: 'clientScheduling', id: 'GROUPS' }] },
    clientPortalAppointmentsBook: { invalidatesTags: ['clientScheduling'] },
    clientPortalAppointmentsReschedule: { invalidatesTags: ['clientScheduling'] },
    clientPortalAppointmentsCancel: { invalidatesTags: ['clientScheduling'] },
    clientPortalPaymentsPayForSession: { invalidatesTags: [{ type: 'clientScheduling', id: 'GROUPS' }] },
    clientPortalFeedbackList: { providesTags: [{ type: 'clientScheduling', id: 'FEEDBACK' }] },
    clientPortalFeedbackGet: { providesTags: (_result, _error, { id }) => [{ type: 'clientScheduling', id: `FEEDBACK-${id}` }] },
    clientPortalFeedbackSubmit: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'clientScheduling', id: 'FEEDBACK' },
        { type: 'clientScheduling', id: `FEEDBACK-${id}` },
      ],
    },
    clientPortalFeedbackReview: { invalidatesTags: (_result, _error, { id }) => [{ type: 'clientScheduling', id: `FEEDBACK-${id}` }] },
  },
});

export const {
  useClientPortalAppointmentsSlotsQuery,
  useClientPortalAppointmentsBookMutation,
  useClientPortalAppointmentsRescheduleMutation,
  useClientPortalAppointmentsCancelMutation,
  useClientPortalMeetingsMeetingsQuery,
  useClientPortalMeetingsGroupSessionsQuery,
  useClientPortalPaymentsPayForSessionMutation,
  useClientPortalFeedbackListQuery,
  useClientPortalFeedbackGetQuery,
  useClientPortalFeedbackSubmitMutation,
  useClientPortalFeedbackReviewMutation,
} = clientAppointmentsApi;

/** Joining and leaving a group session (the coach's participants routes, which a client may call for themselves). */
export const groupSessionsApi = paged(generatedMeetingsApi).enhanceEndpoints({
  addTagTypes: ['clientScheduling'],
  endpoints: {
    meetingParticipantsAdd: { invalidatesTags: ['clientScheduling'] },
    meetingParticipantsRemove: { invalidatesTags: ['clientScheduling'] },
  },
});

export const { useMeetingParticipantsAddMutation, useMeetingParticipantsRemoveMutation } = groupSessionsApi;
