import { baseApi as api } from '../base-api';
export const addTagTypes = ['calendar-feeds'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      calendarFeedRevoke: build.mutation<CalendarFeedRevokeApiResponse, CalendarFeedRevokeApiArg>({
        query: () => ({ url: `/api/calendar-feed`, method: 'DELETE' }),
        invalidatesTags: ['calendar-feeds'],
      }),
      calendarFeedStatus: build.query<CalendarFeedStatusApiResponse, CalendarFeedStatusApiArg>({
        query: () => ({ url: `/api/calendar-feed` }),
        providesTags: ['calendar-feeds'],
      }),
      calendarFeedRotate: build.mutation<CalendarFeedRotateApiResponse, CalendarFeedRotateApiArg>({
        query: () => ({ url: `/api/calendar-feed`, method: 'POST' }),
        invalidatesTags: ['calendar-feeds'],
      }),
      publicCalendarFeedFeed: build.query<PublicCalendarFeedFeedApiResponse, PublicCalendarFeedFeedApiArg>({
        query: (queryArg) => ({ url: `/api/calendar-feeds/${queryArg.file}` }),
        providesTags: ['calendar-feeds'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedCalendarFeedsApi };
export type CalendarFeedRevokeApiResponse = unknown;
export type CalendarFeedRevokeApiArg = void;
export type CalendarFeedStatusApiResponse = /** status 200 The subscription */ CalendarFeedResponseDto;
export type CalendarFeedStatusApiArg = void;
export type CalendarFeedRotateApiResponse = /** status 201 The new link */ CalendarFeedResponseDto;
export type CalendarFeedRotateApiArg = void;
export type PublicCalendarFeedFeedApiResponse = /** status 200 The calendar */ string;
export type PublicCalendarFeedFeedApiArg = {
  file: string;
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
export type CalendarFeedResponseDto = {
  /** Whether a subscription link exists. */
  active: boolean;
  /** When the current link was made. */
  createdAt: string | null;
  /** When a calendar app last fetched it. */
  lastReadAt: string | null;
  /** The subscription address (an .ics URL any calendar app can subscribe to): only in the answer that made it, since
    only a hash of its secret is kept. */
  url: string | null;
};
export const { useCalendarFeedRevokeMutation, useCalendarFeedStatusQuery, useCalendarFeedRotateMutation, usePublicCalendarFeedFeedQuery } = injectedRtkApi;
