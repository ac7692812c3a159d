import { baseApi as api } from '../base-api';
export const addTagTypes = ['meetings'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      meetingsList: build.query<MeetingsListApiResponse, MeetingsListApiArg>({
        query: (queryArg) => ({
          url: `/api/meetings`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            from: queryArg['from'],
            to: queryArg.to,
            timeframe: queryArg.timeframe,
          },
        }),
        providesTags: ['meetings'],
      }),
      meetingsCreate: build.mutation<MeetingsCreateApiResponse, MeetingsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings`, method: 'POST', body: queryArg.createMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsListOccurrences: build.query<MeetingsListOccurrencesApiResponse, MeetingsListOccurrencesApiArg>({
        query: (queryArg) => ({
          url: `/api/meetings/occurrences`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['meetings'],
      }),
      meetingsStats: build.query<MeetingsStatsApiResponse, MeetingsStatsApiArg>({
        query: () => ({ url: `/api/meetings/stats` }),
        providesTags: ['meetings'],
      }),
      meetingsGet: build.query<MeetingsGetApiResponse, MeetingsGetApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}` }),
        providesTags: ['meetings'],
      }),
      meetingsUpdate: build.mutation<MeetingsUpdateApiResponse, MeetingsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}`, method: 'PATCH', body: queryArg.updateMeetingDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingsCancel: build.mutation<MeetingsCancelApiResponse, MeetingsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['meetings'],
      }),
      meetingParticipantsList: build.query<MeetingParticipantsListApiResponse, MeetingParticipantsListApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants` }),
        providesTags: ['meetings'],
      }),
      meetingParticipantsAdd: build.mutation<MeetingParticipantsAddApiResponse, MeetingParticipantsAddApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants`, method: 'POST', body: queryArg.addParticipantDto }),
        invalidatesTags: ['meetings'],
      }),
      meetingParticipantsRemove: build.mutation<MeetingParticipantsRemoveApiResponse, MeetingParticipantsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/meetings/${queryArg.id}/participants/${queryArg.participantId}`, method: 'DELETE' }),
        invalidatesTags: ['meetings'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedMeetingsApi };
export type MeetingsListApiResponse = /** status 200 The page of meetings */ MeetingResponseDto[];
export type MeetingsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Meetings that end after this instant. */
  from?: string;
  /** Meetings that start before this instant. */
  to?: string;
  /** upcoming: in the future and scheduled, soonest first; past: everything else, latest first. */
  timeframe?: MeetingTimeframe;
};
export type MeetingsCreateApiResponse = /** status 201 The new meeting */ MeetingResponseDto;
export type MeetingsCreateApiArg = {
  createMeetingDto: CreateMeetingDto;
};
export type MeetingsListOccurrencesApiResponse = /** status 200 The occurrences, soonest first */ MeetingOccurrenceResponseDto[];
export type MeetingsListOccurrencesApiArg = {
  /** Occurrences that end after this instant. */
  from: string;
  /** Occurrences that start before this instant. */
  to: string;
};
export type MeetingsStatsApiResponse = /** status 200 The counts and the time zone */ MeetingStatsResponseDto;
export type MeetingsStatsApiArg = void;
export type MeetingsGetApiResponse = /** status 200 The meeting */ MeetingResponseDto;
export type MeetingsGetApiArg = {
  id: string;
};
export type MeetingsUpdateApiResponse = /** status 200 The updated meeting */ MeetingResponseDto;
export type MeetingsUpdateApiArg = {
  id: string;
  updateMeetingDto: UpdateMeetingDto;
};
export type MeetingsCancelApiResponse = /** status 200 The cancelled meeting */ MeetingResponseDto;
export type MeetingsCancelApiArg = {
  id: string;
};
export type MeetingParticipantsListApiResponse = /** status 200 The participants */ ParticipantResponseDto[];
export type MeetingParticipantsListApiArg = {
  id: string;
};
export type MeetingParticipantsAddApiResponse = /** status 201 The participant, registered or waitlisted */ ParticipantResponseDto;
export type MeetingParticipantsAddApiArg = {
  id: string;
  addParticipantDto: AddParticipantDto;
};
export type MeetingParticipantsRemoveApiResponse = unknown;
export type MeetingParticipantsRemoveApiArg = {
  id: string;
  participantId: string;
};
export type AppointmentType = 'video' | 'phone' | 'in_person';
export type MeetingFormType = 'video' | 'in-person' | 'phone';
export type VideoPlatform = 'zoom' | 'teams' | 'google_meet';
export type RecurringPattern = 'daily' | 'weekly' | 'biweekly' | 'monthly';
export type MeetingStatus = 'scheduled' | 'completed' | 'cancelled' | 'no_show';
export type MeetingKind = 'consultation' | 'check-in' | 'training' | 'nutrition' | 'assessment' | 'group_session';
export type MeetingResponseDto = {
  appointmentType: AppointmentType;
  clientId: string | null;
  /** The client's first and last name, null without a client. */
  clientName: string | null;
  createdAt: string;
  currentParticipants: number;
  description: string | null;
  duration: number;
  /** scheduledAt plus duration. */
  endTime: string;
  id: string;
  /** Whether it repeats (see recurringPattern and recurringEndDate). */
  isRecurring: boolean;
  location: string | null;
  maxParticipants: number;
  /** appointmentType as the Schedule Meeting form spells it. */
  meetingType: MeetingFormType;
  meetingUrl: string | null;
  notes: string | null;
  platform: VideoPlatform | null;
  price: number | null;
  recurringEndDate: string | null;
  recurringPattern: RecurringPattern | null;
  scheduledAt: string;
  status: MeetingStatus;
  title: string;
  type: MeetingKind;
  updatedAt: string;
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type MeetingTimeframe = 'upcoming' | 'past';
export type CreateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  /** The client of the caller's business: required by the Schedule Meeting form (the one that sends `meetingType`),
    optional for appointments and group sessions. */
  clientId?: string | null;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** The calendar forms send it; it must be `scheduledAt` plus `duration` (the server computes it). */
  endTime?: string;
  /** Whether it repeats (false when left out): then `recurringPattern` is required. */
  isRecurring?: boolean;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** The Schedule Meeting form's type (stored as `appointmentType`); one of the two types is required. */
  meetingType?: MeetingFormType;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** The last day a recurring meeting may take place (null: no end). */
  recurringEndDate?: string | null;
  /** How a recurring meeting repeats, on the business's wall clock: daily, weekly, biweekly or monthly. */
  recurringPattern?: RecurringPattern | null;
  /** When it starts (ISO 8601 with an offset). */
  scheduledAt: string;
  title: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type MeetingOccurrenceResponseDto = {
  endTime: string;
  /** The series. */
  meeting: MeetingResponseDto;
  /** When this occurrence starts (on the business's wall clock, as the series repeats). */
  scheduledAt: string;
};
export type MeetingStatsResponseDto = {
  /** Upcoming group sessions (scheduled, in the future). */
  groupSessions: number;
  /** Calendar and video integrations that are active. */
  integrationsActive: number;
  /** Appointments this week, Sunday to Saturday (not cancelled). */
  thisWeek: number;
  /** The business's time zone (IANA), in which the calendar shows its days and weeks. */
  timeZone: string;
  /** Appointments today (not cancelled). */
  todayAppointments: number;
};
export type UpdateMeetingDto = {
  /** The calendar forms' type: video, phone or in_person (a group session: video or in_person). */
  appointmentType?: AppointmentType;
  description?: string | null;
  /** Minutes: 15 to 240 (a group session 30 to 180); 60 when left out. */
  duration?: number;
  /** Whether it repeats (false when left out): then `recurringPattern` is required. */
  isRecurring?: boolean;
  /** Only for in-person meetings: kept when the meeting is in person, dropped otherwise. */
  location?: string | null;
  /** A group session's seats, 2 to 50 (10 when left out); other meetings have one. */
  maxParticipants?: number;
  /** Only for video meetings: kept when the meeting is video, dropped otherwise. */
  meetingUrl?: string | null;
  notes?: string | null;
  /** Only for video: kept when the meeting is video, dropped otherwise. */
  platform?: VideoPlatform | null;
  /** At least 0, in steps of 0.01 (empty or null: no price). */
  price?: number | null;
  /** The last day a recurring meeting may take place (null: no end). */
  recurringEndDate?: string | null;
  /** How a recurring meeting repeats, on the business's wall clock: daily, weekly, biweekly or monthly. */
  recurringPattern?: RecurringPattern | null;
  /** A new start (reschedule). */
  scheduledAt?: string;
  /** completed, cancelled or no_show (a cancelled meeting stays cancelled). */
  status?: MeetingStatus;
  title?: string;
  /** consultation (when left out), check-in, training, nutrition, assessment or group_session. */
  type?: MeetingKind;
};
export type ParticipantStatus = 'invited' | 'registered' | 'waitlisted' | 'left' | 'removed';
export type ParticipantResponseDto = {
  id: string;
  joinedAt: string | null;
  leftAt: string | null;
  meetingId: string;
  participantId: string;
  /** The client's first and last name. */
  participantName: string;
  participantType: string;
  /** pending while the price is owed; null for a free seat. */
  paymentStatus: string | null;
  price: number | null;
  status: ParticipantStatus;
  waitlistedAt: string | null;
};
export type AddParticipantDto = {
  /** The client to add (the business only; a client leaves it out). */
  clientId?: string;
  /** Join the waitlist when the session is full (otherwise a full session answers 409). */
  waitlist?: boolean;
};
export const {
  useMeetingsListQuery,
  useMeetingsCreateMutation,
  useMeetingsListOccurrencesQuery,
  useMeetingsStatsQuery,
  useMeetingsGetQuery,
  useMeetingsUpdateMutation,
  useMeetingsCancelMutation,
  useMeetingParticipantsListQuery,
  useMeetingParticipantsAddMutation,
  useMeetingParticipantsRemoveMutation,
} = injectedRtkApi;
