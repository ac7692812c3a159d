import { baseApi as api } from '../base-api';
export const addTagTypes = ['calendar-integrations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      calendarIntegrationsCalendarIntegrations: build.query<
        CalendarIntegrationsCalendarIntegrationsApiResponse,
        CalendarIntegrationsCalendarIntegrationsApiArg
      >({
        query: () => ({ url: `/api/calendar-integrations` }),
        providesTags: ['calendar-integrations'],
      }),
      calendarIntegrationsVideoPlatformIntegrations: build.query<
        CalendarIntegrationsVideoPlatformIntegrationsApiResponse,
        CalendarIntegrationsVideoPlatformIntegrationsApiArg
      >({
        query: () => ({ url: `/api/video-platform-integrations` }),
        providesTags: ['calendar-integrations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedCalendarIntegrationsApi };
export type CalendarIntegrationsCalendarIntegrationsApiResponse = /** status 200 The calendar accounts */ CalendarIntegrationResponseDto[];
export type CalendarIntegrationsCalendarIntegrationsApiArg = void;
export type CalendarIntegrationsVideoPlatformIntegrationsApiResponse = /** status 200 The video platform accounts */ VideoPlatformIntegrationResponseDto[];
export type CalendarIntegrationsVideoPlatformIntegrationsApiArg = void;
export type CalendarIntegrationResponseDto = {
  calendarId: string | null;
  createdAt: string;
  id: string;
  isActive: boolean;
  /** google, outlook or apple. */
  provider: string;
  providerAccountId: string | null;
  syncEnabled: boolean;
  tokenExpiresAt: string | null;
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
export type VideoPlatformIntegrationResponseDto = {
  createdAt: string;
  id: string;
  isActive: boolean;
  /** zoom, teams or google_meet. */
  platform: string;
  tokenExpiresAt: string | null;
  webhookUrl: string | null;
};
export const { useCalendarIntegrationsCalendarIntegrationsQuery, useCalendarIntegrationsVideoPlatformIntegrationsQuery } = injectedRtkApi;
