import { fromZonedLocalInput, MEETING_LIMITS, validateMeetingForm, type MeetingFormInput } from '@coachcore/domain';
import type { CreateMeetingDto } from '@coachcore/api-client/meetings';
import { domainResolver } from '../../components/form';

/** Schedule Meeting (document 2): clientId, title, description, meetingType, scheduledAt, duration, location, meetingUrl. */
export type MeetingFormValues = MeetingFormInput;

export const EMPTY_MEETING_FORM: MeetingFormValues = {
  clientId: '',
  title: '',
  description: '',
  meetingType: '',
  scheduledAt: '',
  duration: String(MEETING_LIMITS.defaultDuration),
  location: '',
  meetingUrl: '',
};

export const meetingFormResolver = domainResolver<MeetingFormValues>(validateMeetingForm);

/**
 * The request: the date and time typed on the business's clock (as on the calendar), as an instant; the meeting URL
 * only for video, the location only in person; empty text as null.
 */
export const toMeetingBody = (values: MeetingFormValues, timeZone: string): CreateMeetingDto => ({
  clientId: values.clientId,
  title: values.title.trim(),
  description: values.description.trim() || null,
  meetingType: values.meetingType || undefined,
  scheduledAt: fromZonedLocalInput(values.scheduledAt, timeZone),
  duration: Number(values.duration),
  location: values.meetingType === 'in-person' ? values.location.trim() || null : null,
  meetingUrl: values.meetingType === 'video' ? values.meetingUrl.trim() || null : null,
});
