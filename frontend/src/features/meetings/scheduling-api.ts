import { generatedAvailabilityApi } from '@coachcore/api-client/availability';
import { LIST, paged } from '../../lib/api';
import { meetingsApi } from './api';

/**
 * Cache tags of the calendar's Working Hours dialog and a group session's participants, registered when those
 * dialogs load (nothing else reads these endpoints, so the shell need not carry them). Removing a participant frees a
 * seat, which every meeting list and count may show.
 */
export const availabilityApi = paged(generatedAvailabilityApi).enhanceEndpoints({
  endpoints: {
    availabilityList: { providesTags: [{ type: 'availability', id: LIST }] },
    availabilityReplace: { invalidatesTags: [{ type: 'availability', id: LIST }] },
    availabilitySettings: { providesTags: [{ type: 'availability', id: 'SETTINGS' }] },
    availabilitySaveSettings: { invalidatesTags: [{ type: 'availability', id: 'SETTINGS' }] },
  },
});

export const participantsApi = meetingsApi.enhanceEndpoints({
  endpoints: {
    meetingParticipantsList: { providesTags: ['meetings'] },
    meetingParticipantsRemove: { invalidatesTags: ['meetings'] },
  },
});

export const { useAvailabilityListQuery, useAvailabilityReplaceMutation, useAvailabilitySettingsQuery, useAvailabilitySaveSettingsMutation } = availabilityApi;
export const { useMeetingParticipantsListQuery, useMeetingParticipantsRemoveMutation } = participantsApi;
