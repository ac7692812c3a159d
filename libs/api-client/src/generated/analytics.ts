import { baseApi as api } from '../base-api';
export const addTagTypes = ['analytics'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      analyticsAdherence: build.query<AnalyticsAdherenceApiResponse, AnalyticsAdherenceApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/adherence`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsAutomations: build.query<AnalyticsAutomationsApiResponse, AnalyticsAutomationsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/automations`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsClients: build.query<AnalyticsClientsApiResponse, AnalyticsClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/clients`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsCsv: build.query<AnalyticsCsvApiResponse, AnalyticsCsvApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/csv`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
            chart: queryArg.chart,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsMessages: build.query<AnalyticsMessagesApiResponse, AnalyticsMessagesApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/messages`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsRevenue: build.query<AnalyticsRevenueApiResponse, AnalyticsRevenueApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/revenue`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsRevenueByPackage: build.query<AnalyticsRevenueByPackageApiResponse, AnalyticsRevenueByPackageApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/revenue-by-package`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
      analyticsSessions: build.query<AnalyticsSessionsApiResponse, AnalyticsSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/analytics/sessions`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['analytics'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAnalyticsApi };
export type AnalyticsAdherenceApiResponse = /** status 200 One row per month of the range */ AdherenceChartDto;
export type AnalyticsAdherenceApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsAutomationsApiResponse = /** status 200 One row per month of the range */ AutomationsChartDto;
export type AnalyticsAutomationsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsClientsApiResponse = /** status 200 One row per month of the range */ ClientsChartDto;
export type AnalyticsClientsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsCsvApiResponse = /** status 200 The CSV file */ string;
export type AnalyticsCsvApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
  chart: AnalyticsChart;
};
export type AnalyticsMessagesApiResponse = /** status 200 One row per month of the range */ MessagesChartDto;
export type AnalyticsMessagesApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsRevenueApiResponse = /** status 200 One row per month of the range */ RevenueChartDto;
export type AnalyticsRevenueApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsRevenueByPackageApiResponse = /** status 200 One row per package with payments or refunds in the range */ PackageRevenueChartDto;
export type AnalyticsRevenueByPackageApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AnalyticsSessionsApiResponse = /** status 200 One row per month of the range */ SessionsChartDto;
export type AnalyticsSessionsApiArg = {
  /** The first day. */
  from: string;
  /** The last day, included. */
  to: string;
};
export type AdherenceMonthDto = {
  /** Food entries logged for its days. */
  foodEntries: number;
  /** Client-days covered by an active meal plan, up to today. */
  mealPlanDays: number;
  /** Of those, the days the client logged food. */
  mealPlanDaysLogged: number;
  month: string;
  /** mealPlanDaysLogged of mealPlanDays, in percent with one decimal; null without plan days. */
  nutritionAdherence: number | null;
  /** workoutsCompleted of completed plus missed, in percent with one decimal; null when neither. */
  trainingAdherence: number | null;
  /** Client workouts scheduled for its days. */
  workoutsAssigned: number;
  workoutsCompleted: number;
  /** Their day passed without a log. */
  workoutsMissed: number;
};
export type AdherenceChartDto = {
  rows: AdherenceMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
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
export type AutomationsMonthDto = {
  actionsCancelled: number;
  /** Their actions, by where they stand. */
  actionsCompleted: number;
  actionsFailed: number;
  /** Waiting for their delay or running. */
  actionsPending: number;
  month: string;
  /** Runs started: an event's pass of a workflow for a client. */
  runs: number;
};
export type AutomationsChartDto = {
  rows: AutomationsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type ClientsMonthDto = {
  /** Clients active at the month's start. */
  activeAtStart: number;
  /** Clients active at the month's end. */
  activeClients: number;
  /** Clients deactivated in the month. */
  churnedClients: number;
  /** The calendar month, YYYY-MM. */
  month: string;
  /** Clients added in the month. */
  newClients: number;
  /** Of those, the ones still active at its end. */
  retainedClients: number;
  /** retainedClients of activeAtStart, in percent with one decimal; null when none were active at the start. */
  retentionRate: number | null;
};
export type ClientsChartDto = {
  rows: ClientsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type AnalyticsChart = 'clients' | 'revenue' | 'revenue-by-package' | 'sessions' | 'adherence' | 'messages' | 'automations';
export type MessagesMonthDto = {
  /** Clients' messages of the month the business has replied to since. */
  answered: number;
  /** Average minutes from a client's first waiting message to the business's reply; null without replies. */
  avgResponseMinutes: number | null;
  month: string;
  /** Messages clients sent. */
  received: number;
  /** Messages the business (owner or staff) sent. */
  sent: number;
};
export type MessagesChartDto = {
  rows: MessagesMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type RevenueMonthDto = {
  /** What they charged. */
  gross: number;
  month: string;
  /** gross less refunds. */
  net: number;
  /** Client payments paid in the month. */
  payments: number;
  /** Refunds made in the month (of any payment). */
  refunds: number;
};
export type RevenueChartDto = {
  rows: RevenueMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type PackageRevenueDto = {
  gross: number;
  net: number;
  /** The package; null for group sessions and packages since deleted. */
  packageId: string | null;
  /** Its name, 'Group sessions' or 'Deleted package'. */
  packageName: string;
  /** Its payments paid in the range. */
  payments: number;
  /** Refunds of its payments made in the range. */
  refunds: number;
};
export type PackageRevenueChartDto = {
  /** Highest net first. */
  rows: PackageRevenueDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export type SessionsMonthDto = {
  /** Completed. */
  attended: number;
  /** Sessions scheduled in the month and not cancelled. */
  booked: number;
  cancelled: number;
  month: string;
  /** noShows of attended plus noShows, in percent with one decimal; null when neither. */
  noShowRate: number | null;
  /** Marked no-show. */
  noShows: number;
};
export type SessionsChartDto = {
  rows: SessionsMonthDto[];
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
};
export const {
  useAnalyticsAdherenceQuery,
  useAnalyticsAutomationsQuery,
  useAnalyticsClientsQuery,
  useAnalyticsCsvQuery,
  useAnalyticsMessagesQuery,
  useAnalyticsRevenueQuery,
  useAnalyticsRevenueByPackageQuery,
  useAnalyticsSessionsQuery,
} = injectedRtkApi;
