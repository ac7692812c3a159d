import { baseApi as api } from '../base-api';
export const addTagTypes = ['availability'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      availabilityList: build.query<AvailabilityListApiResponse, AvailabilityListApiArg>({
        query: () => ({ url: `/api/availability` }),
        providesTags: ['availability'],
      }),
      availabilityReplace: build.mutation<AvailabilityReplaceApiResponse, AvailabilityReplaceApiArg>({
        query: (queryArg) => ({ url: `/api/availability`, method: 'PUT', body: queryArg.replaceAvailabilityDto }),
        invalidatesTags: ['availability'],
      }),
      availabilitySettings: build.query<AvailabilitySettingsApiResponse, AvailabilitySettingsApiArg>({
        query: () => ({ url: `/api/availability/settings` }),
        providesTags: ['availability'],
      }),
      availabilitySaveSettings: build.mutation<AvailabilitySaveSettingsApiResponse, AvailabilitySaveSettingsApiArg>({
        query: (queryArg) => ({ url: `/api/availability/settings`, method: 'PUT', body: queryArg.bookingSettingsDto }),
        invalidatesTags: ['availability'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAvailabilityApi };
export type AvailabilityListApiResponse = /** status 200 The periods of the week */ AvailabilityResponseDto[];
export type AvailabilityListApiArg = void;
export type AvailabilityReplaceApiResponse = /** status 200 The new week */ AvailabilityResponseDto[];
export type AvailabilityReplaceApiArg = {
  replaceAvailabilityDto: ReplaceAvailabilityDto;
};
export type AvailabilitySettingsApiResponse = /** status 200 The notice period and the time zone */ BookingSettingsResponseDto;
export type AvailabilitySettingsApiArg = void;
export type AvailabilitySaveSettingsApiResponse = /** status 200 The saved rules */ BookingSettingsResponseDto;
export type AvailabilitySaveSettingsApiArg = {
  bookingSettingsDto: BookingSettingsDto;
};
export type AppointmentType = 'video' | 'phone' | 'in_person';
export type AvailabilityResponseDto = {
  availabilityType: AppointmentType;
  businessId: string;
  coachId: string;
  dayOfWeek: number;
  endTime: string;
  id: string;
  isActive: boolean;
  location: string | null;
  maxParticipants: number;
  price: number | null;
  slotDuration: number;
  startTime: string;
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
export type AvailabilityWindowDto = {
  /** The kind of appointment offered in these hours: video, phone or in_person (video when left out). */
  availabilityType?: AppointmentType;
  /** 0 (Sunday) to 6 (Saturday). */
  dayOfWeek: number;
  /** HH:MM, after startTime. */
  endTime: string;
  /** Off: kept but not bookable (true when left out). */
  isActive?: boolean;
  /** Where in-person appointments take place. */
  location?: string | null;
  /** The price of one slot, at least 0 in steps of 0.01 (null: free). */
  price?: number | null;
  /** Minutes per slot, 15 to 240 (60 when left out). */
  slotDuration?: number;
  /** HH:MM on the business's wall clock. */
  startTime: string;
};
export type ReplaceAvailabilityDto = {
  /** Every period of the week (none: no working hours, nothing bookable). */
  windows: AvailabilityWindowDto[];
};
export type BookingSettingsResponseDto = {
  noticeHours: number;
  /** The business's time zone: the working hours are on its wall clock. */
  timeZone: string;
};
export type BookingSettingsDto = {
  /** Clients book, move and cancel appointments up to this many hours before the start: 0 to 168. */
  noticeHours: number;
};
export const { useAvailabilityListQuery, useAvailabilityReplaceMutation, useAvailabilitySettingsQuery, useAvailabilitySaveSettingsMutation } = injectedRtkApi;
