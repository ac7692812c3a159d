import { LIST } from '../../lib/api';
import { meetingsApi } from './api';

/**
 * Cache tags of the calendar's Working Hours dialog and a group session's participants, registered when those
 * dialogs load (nothing else reads these endpoints, so the shell need not carry them). Removing a participant frees a
 * seat, which every meeting list and count may show.
 */
export const schedulingApi = meetingsApi.enhanceEndpoints<'availability'>({
  addTagTypes: ['availability'],
  endpoints: {
    availabilityList: { providesTags: [{ type: 'availability', id: LIST }] },
    availabilityReplace: { invalidatesTags: [{ type: 'availability', id: LIST }] },
    availabilitySettings: { providesTags: [{ type: 'availability', id: 'SETTINGS' }] },
    availabilitySaveSettings: { invalidatesTags: [{ type: 'availability', id: 'SETTINGS' }] },
    meetingParticipantsList: { providesTags: ['meetings'] },
    meetingParticipantsRemove: { invalidatesTags: ['meetings'] },
  },
});

export const {
  useAvailabilityListQuery,
  useAvailabilityReplaceMutation,
  useAvailabilitySettingsQuery,
  useAvailabilitySaveSettingsMutation,
  useMeetingParticipantsListQuery,
  useMeetingParticipantsRemoveMutation,
} = schedulingApi;
