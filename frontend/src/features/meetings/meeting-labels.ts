import type { MeetingResponseDto } from '@coachcore/api-client/meetings';

const STATUS_LABELS: Record<MeetingResponseDto['status'], string> = {
  scheduled: 'Scheduled',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

const APPOINTMENT_TYPE_LABELS: Record<MeetingResponseDto['appointmentType'], string> = {
  video: 'Video Call',
  phone: 'Phone Call',
  in_person: 'In-Person',
};

export const PLATFORM_LABELS: Record<NonNullable<MeetingResponseDto['platform']>, string> = {
  zoom: 'Zoom',
  teams: 'Microsoft Teams',
  google_meet: 'Google Meet',
};

export const meetingStatusLabel = (status: MeetingResponseDto['status']) => STATUS_LABELS[status];

/** How it happens (and on which platform). */
export const meetingTypeLabel = (meeting: Pick<MeetingResponseDto, 'appointmentType' | 'platform'>) =>
  APPOINTMENT_TYPE_LABELS[meeting.appointmentType] + (meeting.platform ? ` · ${PLATFORM_LABELS[meeting.platform]}` : '');
