import { baseApi as api } from '../base-api';
export const addTagTypes = ['client-portal'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientPortalAccountDeletionRequest: build.mutation<ClientPortalAccountDeletionRequestApiResponse, ClientPortalAccountDeletionRequestApiArg>({
        query: () => ({ url: `/api/client/account-deletion`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAccountDeletionConfirm: build.mutation<ClientPortalAccountDeletionConfirmApiResponse, ClientPortalAccountDeletionConfirmApiArg>({
        query: (queryArg) => ({ url: `/api/client/account-deletion/confirm`, method: 'POST', body: queryArg.confirmAccountDeletionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsBook: build.mutation<ClientPortalAppointmentsBookApiResponse, ClientPortalAppointmentsBookApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments`, method: 'POST', body: queryArg.bookAppointmentDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsSlots: build.query<ClientPortalAppointmentsSlotsApiResponse, ClientPortalAppointmentsSlotsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/appointments/slots`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalAppointmentsReschedule: build.mutation<ClientPortalAppointmentsRescheduleApiResponse, ClientPortalAppointmentsRescheduleApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments/${queryArg.id}`, method: 'PATCH', body: queryArg.rescheduleAppointmentDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalAppointmentsCancel: build.mutation<ClientPortalAppointmentsCancelApiResponse, ClientPortalAppointmentsCancelApiArg>({
        query: (queryArg) => ({ url: `/api/client/appointments/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedRevoke: build.mutation<ClientPortalCalendarFeedRevokeApiResponse, ClientPortalCalendarFeedRevokeApiArg>({
        query: () => ({ url: `/api/client/calendar-feed`, method: 'DELETE' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedStatus: build.query<ClientPortalCalendarFeedStatusApiResponse, ClientPortalCalendarFeedStatusApiArg>({
        query: () => ({ url: `/api/client/calendar-feed` }),
        providesTags: ['client-portal'],
      }),
      clientPortalCalendarFeedRotate: build.mutation<ClientPortalCalendarFeedRotateApiResponse, ClientPortalCalendarFeedRotateApiArg>({
        query: () => ({ url: `/api/client/calendar-feed`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientCommunitiesList: build.query<ClientCommunitiesListApiResponse, ClientCommunitiesListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/communities`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsList: build.query<ClientPortalDataExportsListApiResponse, ClientPortalDataExportsListApiArg>({
        query: () => ({ url: `/api/client/data-exports` }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsRequest: build.mutation<ClientPortalDataExportsRequestApiResponse, ClientPortalDataExportsRequestApiArg>({
        query: () => ({ url: `/api/client/data-exports`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalDataExportsGet: build.query<ClientPortalDataExportsGetApiResponse, ClientPortalDataExportsGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/data-exports/${queryArg.exportId}` }),
        providesTags: ['client-portal'],
      }),
      clientPortalDataExportsDownload: build.query<ClientPortalDataExportsDownloadApiResponse, ClientPortalDataExportsDownloadApiArg>({
        query: (queryArg) => ({ url: `/api/client/data-exports/${queryArg.exportId}/download` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogDay: build.query<ClientFoodLogDayApiResponse, ClientFoodLogDayApiArg>({
        query: (queryArg) => ({
          url: `/api/client/food-log`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogAdd: build.mutation<ClientFoodLogAddApiResponse, ClientFoodLogAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log`, method: 'POST', body: queryArg.createFoodLogDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogLogPlannedMeal: build.mutation<ClientFoodLogLogPlannedMealApiResponse, ClientFoodLogLogPlannedMealApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log/planned-meals`, method: 'POST', body: queryArg.logPlannedMealDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogUnlogPlannedMeal: build.mutation<ClientFoodLogUnlogPlannedMealApiResponse, ClientFoodLogUnlogPlannedMealApiArg>({
        query: (queryArg) => ({
          url: `/api/client/food-log/planned-meals/${queryArg.planMealId}`,
          method: 'DELETE',
          params: {
            date: queryArg.date,
          },
        }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogRemove: build.mutation<ClientFoodLogRemoveApiResponse, ClientFoodLogRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/client/food-log/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['client-portal'],
      }),
      clientFoodLogFrequent: build.query<ClientFoodLogFrequentApiResponse, ClientFoodLogFrequentApiArg>({
        query: () => ({ url: `/api/client/foods/frequent` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogRecent: build.query<ClientFoodLogRecentApiResponse, ClientFoodLogRecentApiArg>({
        query: () => ({ url: `/api/client/foods/recent` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsList: build.query<ClientPortalFormsListApiResponse, ClientPortalFormsListApiArg>({
        query: () => ({ url: `/api/client/forms` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsGet: build.query<ClientPortalFormsGetApiResponse, ClientPortalFormsGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFormsUpload: build.mutation<ClientPortalFormsUploadApiResponse, ClientPortalFormsUploadApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}/files`, method: 'POST', body: queryArg.formFileUploadDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalFormsSubmit: build.mutation<ClientPortalFormsSubmitApiResponse, ClientPortalFormsSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/client/forms/${queryArg.id}/submissions`, method: 'POST', body: queryArg.submitFormDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalGoalsList: build.query<ClientPortalGoalsListApiResponse, ClientPortalGoalsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalGoalsUpdateProgress: build.mutation<ClientPortalGoalsUpdateProgressApiResponse, ClientPortalGoalsUpdateProgressApiArg>({
        query: (queryArg) => ({ url: `/api/client/goals/${queryArg.id}/progress`, method: 'PATCH', body: queryArg.updateGoalProgressDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalMeetingsGroupSessions: build.query<ClientPortalMeetingsGroupSessionsApiResponse, ClientPortalMeetingsGroupSessionsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/group-sessions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsPayForSession: build.mutation<ClientPortalPaymentsPayForSessionApiResponse, ClientPortalPaymentsPayForSessionApiArg>({
        query: (queryArg) => ({ url: `/api/client/group-sessions/${queryArg.id}/payment`, method: 'POST', body: queryArg.paySessionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalHabitsList: build.query<ClientPortalHabitsListApiResponse, ClientPortalHabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalHabitsLog: build.mutation<ClientPortalHabitsLogApiResponse, ClientPortalHabitsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/habits/${queryArg.clientHabitId}/log`, method: 'POST', body: queryArg.logHabitDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalHabitsSetReminder: build.mutation<ClientPortalHabitsSetReminderApiResponse, ClientPortalHabitsSetReminderApiArg>({
        query: (queryArg) => ({ url: `/api/client/habits/${queryArg.clientHabitId}/reminder`, method: 'PUT', body: queryArg.setHabitReminderDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientLinkGet: build.query<ClientLinkGetApiResponse, ClientLinkGetApiArg>({
        query: () => ({ url: `/api/client/link` }),
        providesTags: ['client-portal'],
      }),
      clientFoodLogMealPlan: build.query<ClientFoodLogMealPlanApiResponse, ClientFoodLogMealPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/meal-plan`,
          params: {
            date: queryArg.date,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsList: build.query<ClientPortalMeasurementsListApiResponse, ClientPortalMeasurementsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalMeasurementsAdd: build.mutation<ClientPortalMeasurementsAddApiResponse, ClientPortalMeasurementsAddApiArg>({
        query: (queryArg) => ({ url: `/api/client/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalMeetingsMeetings: build.query<ClientPortalMeetingsMeetingsApiResponse, ClientPortalMeetingsMeetingsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/meetings`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            timeframe: queryArg.timeframe,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalFeedbackGet: build.query<ClientPortalFeedbackGetApiResponse, ClientPortalFeedbackGetApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback` }),
        providesTags: ['client-portal'],
      }),
      clientPortalFeedbackSubmit: build.mutation<ClientPortalFeedbackSubmitApiResponse, ClientPortalFeedbackSubmitApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback`, method: 'POST', body: queryArg.submitSessionFeedbackDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalFeedbackReview: build.mutation<ClientPortalFeedbackReviewApiResponse, ClientPortalFeedbackReviewApiArg>({
        query: (queryArg) => ({ url: `/api/client/meetings/${queryArg.id}/feedback/review`, method: 'POST', body: queryArg.recordReviewDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushPreferences: build.query<ClientPortalPushPreferencesApiResponse, ClientPortalPushPreferencesApiArg>({
        query: () => ({ url: `/api/client/notification-preferences` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPushUpdatePreferences: build.mutation<ClientPortalPushUpdatePreferencesApiResponse, ClientPortalPushUpdatePreferencesApiArg>({
        query: (queryArg) => ({ url: `/api/client/notification-preferences`, method: 'PUT', body: queryArg.updateNotificationPreferencesDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingGet: build.query<ClientPortalOnboardingGetApiResponse, ClientPortalOnboardingGetApiArg>({
        query: () => ({ url: `/api/client/onboarding` }),
        providesTags: ['client-portal'],
      }),
      clientPortalOnboardingComplete: build.mutation<ClientPortalOnboardingCompleteApiResponse, ClientPortalOnboardingCompleteApiArg>({
        query: () => ({ url: `/api/client/onboarding/complete`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingSaveStep: build.mutation<ClientPortalOnboardingSaveStepApiResponse, ClientPortalOnboardingSaveStepApiArg>({
        query: (queryArg) => ({ url: `/api/client/onboarding/steps/${queryArg.stepId}`, method: 'PUT', body: queryArg.saveOnboardingStepDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalOnboardingUpload: build.mutation<ClientPortalOnboardingUploadApiResponse, ClientPortalOnboardingUploadApiArg>({
        query: (queryArg) => ({
          url: `/api/client/onboarding/steps/${queryArg.stepId}/fields/${queryArg.fieldId}/file`,
          method: 'POST',
          body: queryArg.onboardingFileUploadDto,
        }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsPackages: build.query<ClientPortalPaymentsPackagesApiResponse, ClientPortalPaymentsPackagesApiArg>({
        query: () => ({ url: `/api/client/packages` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsPurchase: build.mutation<ClientPortalPaymentsPurchaseApiResponse, ClientPortalPaymentsPurchaseApiArg>({
        query: (queryArg) => ({ url: `/api/client/packages/${queryArg.id}/purchase`, method: 'POST', body: queryArg.purchasePackageDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsReceipts: build.query<ClientPortalPaymentsReceiptsApiResponse, ClientPortalPaymentsReceiptsApiArg>({
        query: (queryArg) => ({
          url: `/api/client/payments`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            clientId: queryArg.clientId,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalProgressList: build.query<ClientPortalProgressListApiResponse, ClientPortalProgressListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/progress`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalProgressUpload: build.mutation<ClientPortalProgressUploadApiResponse, ClientPortalProgressUploadApiArg>({
        query: (queryArg) => ({ url: `/api/client/progress`, method: 'POST', body: queryArg.uploadProgressPhotoDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushPublicKey: build.query<ClientPortalPushPublicKeyApiResponse, ClientPortalPushPublicKeyApiArg>({
        query: () => ({ url: `/api/client/push/public-key` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPushUnsubscribe: build.mutation<ClientPortalPushUnsubscribeApiResponse, ClientPortalPushUnsubscribeApiArg>({
        query: (queryArg) => ({ url: `/api/client/push/subscriptions`, method: 'DELETE', body: queryArg.deletePushSubscriptionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPushSubscribe: build.mutation<ClientPortalPushSubscribeApiResponse, ClientPortalPushSubscribeApiArg>({
        query: (queryArg) => ({ url: `/api/client/push/subscriptions`, method: 'POST', body: queryArg.createPushSubscriptionDto }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalFeedbackList: build.query<ClientPortalFeedbackListApiResponse, ClientPortalFeedbackListApiArg>({
        query: (queryArg) => ({
          url: `/api/client/session-feedback`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalSubscriptionsActive: build.query<ClientPortalSubscriptionsActiveApiResponse, ClientPortalSubscriptionsActiveApiArg>({
        query: () => ({ url: `/api/client/subscriptions` }),
        providesTags: ['client-portal'],
      }),
      clientPortalPaymentsCancelAtPeriodEnd: build.mutation<ClientPortalPaymentsCancelAtPeriodEndApiResponse, ClientPortalPaymentsCancelAtPeriodEndApiArg>({
        query: (queryArg) => ({ url: `/api/client/subscriptions/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalPaymentsResume: build.mutation<ClientPortalPaymentsResumeApiResponse, ClientPortalPaymentsResumeApiArg>({
        query: (queryArg) => ({ url: `/api/client/subscriptions/${queryArg.id}/resume`, method: 'POST' }),
        invalidatesTags: ['client-portal'],
      }),
      clientPortalWorkoutsPlan: build.query<ClientPortalWorkoutsPlanApiResponse, ClientPortalWorkoutsPlanApiArg>({
        query: (queryArg) => ({
          url: `/api/client/workout-plan`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsWeek: build.query<ClientPortalWorkoutsWeekApiResponse, ClientPortalWorkoutsWeekApiArg>({
        query: () => ({ url: `/api/client/workouts/this-week` }),
        providesTags: ['client-portal'],
      }),
      clientPortalWorkoutsLog: build.mutation<ClientPortalWorkoutsLogApiResponse, ClientPortalWorkoutsLogApiArg>({
        query: (queryArg) => ({ url: `/api/client/workouts/${queryArg.clientWorkoutId}/log`, method: 'POST', body: queryArg.logWorkoutDto }),
        invalidatesTags: ['client-portal'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedClientPortalApi };
export type ClientPortalAccountDeletionRequestApiResponse = /** status 201 The e-mail is on its way */ AccountDeletionRequestedResponseDto;
export type ClientPortalAccountDeletionRequestApiArg = void;
export type ClientPortalAccountDeletionConfirmApiResponse = unknown;
export type ClientPortalAccountDeletionConfirmApiArg = {
  confirmAccountDeletionDto: ConfirmAccountDeletionDto;
};
export type ClientPortalAppointmentsBookApiResponse = /** status 201 The booked appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsBookApiArg = {
  bookAppointmentDto: BookAppointmentDto;
};
export type ClientPortalAppointmentsSlotsApiResponse = /** status 200 The free slots */ FreeSlotsResponseDto;
export type ClientPortalAppointmentsSlotsApiArg = {
  from?: string;
  to?: string;
};
export type ClientPortalAppointmentsRescheduleApiResponse = /** status 200 The moved appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsRescheduleApiArg = {
  id: string;
  rescheduleAppointmentDto: RescheduleAppointmentDto;
};
export type ClientPortalAppointmentsCancelApiResponse = /** status 200 The cancelled appointment */ MeetingResponseDto;
export type ClientPortalAppointmentsCancelApiArg = {
  id: string;
};
export type ClientPortalCalendarFeedRevokeApiResponse = unknown;
export type ClientPortalCalendarFeedRevokeApiArg = void;
export type ClientPortalCalendarFeedStatusApiResponse = /** status 200 The subscription */ CalendarFeedResponseDto;
export type ClientPortalCalendarFeedStatusApiArg = void;
export type ClientPortalCalendarFeedRotateApiResponse = /** status 201 The new link */ CalendarFeedResponseDto;
export type ClientPortalCalendarFeedRotateApiArg = void;
export type ClientCommunitiesListApiResponse = /** status 200 The communities, by name */ ClientCommunityResponseDto[];
export type ClientCommunitiesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalDataExportsListApiResponse = /** status 200 The newest exports, at most 5 */ DataExportResponseDto[];
export type ClientPortalDataExportsListApiArg = void;
export type ClientPortalDataExportsRequestApiResponse = /** status 201 The export, queued */ DataExportResponseDto;
export type ClientPortalDataExportsRequestApiArg = void;
export type ClientPortalDataExportsGetApiResponse = /** status 200 The export */ DataExportResponseDto;
export type ClientPortalDataExportsGetApiArg = {
  exportId: string;
};
export type ClientPortalDataExportsDownloadApiResponse = /** status 200 The ZIP */ Blob;
export type ClientPortalDataExportsDownloadApiArg = {
  exportId: string;
};
export type ClientFoodLogDayApiResponse = /** status 200 The day */ FoodLogDayDto;
export type ClientFoodLogDayApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientFoodLogAddApiResponse = /** status 201 The entry */ FoodLogEntryDto;
export type ClientFoodLogAddApiArg = {
  createFoodLogDto: CreateFoodLogDto;
};
export type ClientFoodLogLogPlannedMealApiResponse = /** status 201 The entries of the meal */ PlannedMealLogDto;
export type ClientFoodLogLogPlannedMealApiArg = {
  logPlannedMealDto: LogPlannedMealDto;
};
export type ClientFoodLogUnlogPlannedMealApiResponse = unknown;
export type ClientFoodLogUnlogPlannedMealApiArg = {
  planMealId: string;
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientFoodLogRemoveApiResponse = unknown;
export type ClientFoodLogRemoveApiArg = {
  id: string;
};
export type ClientFoodLogFrequentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogFrequentApiArg = void;
export type ClientFoodLogRecentApiResponse = /** status 200 Up to 10 foods */ LoggedFoodDto[];
export type ClientFoodLogRecentApiArg = void;
export type ClientPortalFormsListApiResponse = /** status 200 The forms, outstanding first */ ClientFormResponseDto[];
export type ClientPortalFormsListApiArg = void;
export type ClientPortalFormsGetApiResponse = /** status 200 The form */ ClientFormResponseDto;
export type ClientPortalFormsGetApiArg = {
  id: string;
};
export type ClientPortalFormsUploadApiResponse = /** status 201 The stored upload */ FormFileUploadResponseDto;
export type ClientPortalFormsUploadApiArg = {
  id: string;
  formFileUploadDto: FormFileUploadDto;
};
export type ClientPortalFormsSubmitApiResponse = /** status 201 The submission as stored */ FormSubmissionResponseDto;
export type ClientPortalFormsSubmitApiArg = {
  id: string;
  submitFormDto: SubmitFormDto;
};
export type ClientPortalGoalsListApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type ClientPortalGoalsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type ClientPortalGoalsUpdateProgressApiResponse = /** status 200 The goal with its new current value and progress */ GoalResponseDto;
export type ClientPortalGoalsUpdateProgressApiArg = {
  id: string;
  updateGoalProgressDto: UpdateGoalProgressDto;
};
export type ClientPortalMeetingsGroupSessionsApiResponse = /** status 200 The group sessions */ ClientMeetingResponseDto[];
export type ClientPortalMeetingsGroupSessionsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalPaymentsPayForSessionApiResponse = /** status 200 The payment and its client secret */ PurchaseResponseDto;
export type ClientPortalPaymentsPayForSessionApiArg = {
  id: string;
  paySessionDto: PaySessionDto;
};
export type ClientPortalHabitsListApiResponse = /** status 200 The page of habits, oldest first */ ClientHabitResponseDto[];
export type ClientPortalHabitsListApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
  /** The client's calendar date (YYYY-MM-DD); the server's UTC date when left out. */
  date?: string;
};
export type ClientPortalHabitsLogApiResponse = /** status 200 The habit with its new figures */ ClientHabitResponseDto;
export type ClientPortalHabitsLogApiArg = {
  clientHabitId: string;
  logHabitDto: LogHabitDto;
};
export type ClientPortalHabitsSetReminderApiResponse = /** status 200 The habit with its reminder */ ClientHabitResponseDto;
export type ClientPortalHabitsSetReminderApiArg = {
  clientHabitId: string;
  setHabitReminderDto: SetHabitReminderDto;
};
export type ClientLinkGetApiResponse = /** status 200 The link, or linked false */ ClientLinkResponseDto;
export type ClientLinkGetApiArg = void;
export type ClientFoodLogMealPlanApiResponse = /** status 200 The plan of the day */ ClientMealPlanViewDto;
export type ClientFoodLogMealPlanApiArg = {
  /** YYYY-MM-DD; default today (UTC). */
  date?: string;
};
export type ClientPortalMeasurementsListApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientPortalMeasurementsListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalMeasurementsAddApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientPortalMeasurementsAddApiArg = {
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientPortalMeetingsMeetingsApiResponse = /** status 200 The meetings */ ClientMeetingResponseDto[];
export type ClientPortalMeetingsMeetingsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  timeframe?: MeetingTimeframe;
};
export type ClientPortalFeedbackGetApiResponse = /** status 200 The session and its rating */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackGetApiArg = {
  id: string;
};
export type ClientPortalFeedbackSubmitApiResponse = /** status 201 The rating and any review request */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackSubmitApiArg = {
  id: string;
  submitSessionFeedbackDto: SubmitSessionFeedbackDto;
};
export type ClientPortalFeedbackReviewApiResponse = /** status 200 The rating with the review recorded */ ClientSessionFeedbackDto;
export type ClientPortalFeedbackReviewApiArg = {
  id: string;
  recordReviewDto: RecordReviewDto;
};
export type ClientPortalPushPreferencesApiResponse = /** status 200 The preferences */ NotificationPreferencesDto;
export type ClientPortalPushPreferencesApiArg = void;
export type ClientPortalPushUpdatePreferencesApiResponse = /** status 200 The preferences, saved */ NotificationPreferencesDto;
export type ClientPortalPushUpdatePreferencesApiArg = {
  updateNotificationPreferencesDto: UpdateNotificationPreferencesDto;
};
export type ClientPortalOnboardingGetApiResponse = /** status 200 The onboarding and its answers */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingGetApiArg = void;
export type ClientPortalOnboardingCompleteApiResponse = /** status 200 The completed onboarding */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingCompleteApiArg = void;
export type ClientPortalOnboardingSaveStepApiResponse = /** status 200 The onboarding with the step saved */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingSaveStepApiArg = {
  stepId: string;
  saveOnboardingStepDto: SaveOnboardingStepDto;
};
export type ClientPortalOnboardingUploadApiResponse = /** status 201 The onboarding with the file stored */ ClientOnboardingResponseDto;
export type ClientPortalOnboardingUploadApiArg = {
  stepId: string;
  fieldId: string;
  onboardingFileUploadDto: OnboardingFileUploadDto;
};
export type ClientPortalPaymentsPackagesApiResponse = /** status 200 The packages */ ClientPackagesResponseDto;
export type ClientPortalPaymentsPackagesApiArg = void;
export type ClientPortalPaymentsPurchaseApiResponse = /** status 200 The payment and its client secret */ PurchaseResponseDto;
export type ClientPortalPaymentsPurchaseApiArg = {
  id: string;
  purchasePackageDto: PurchasePackageDto;
};
export type ClientPortalPaymentsReceiptsApiResponse = /** status 200 The page of payments, newest first */ ClientPaymentResponseDto[];
export type ClientPortalPaymentsReceiptsApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** One client's payments only. */
  clientId?: string;
};
export type ClientPortalProgressListApiResponse = /** status 200 The page of the progress photos, newest first */ ProgressPhotoResponseDto[];
export type ClientPortalProgressListApiArg = {
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalProgressUploadApiResponse = /** status 201 The photo as saved */ ProgressPhotoResponseDto;
export type ClientPortalProgressUploadApiArg = {
  uploadProgressPhotoDto: UploadProgressPhotoDto;
};
export type ClientPortalPushPublicKeyApiResponse = /** status 200 The key */ PushPublicKeyDto;
export type ClientPortalPushPublicKeyApiArg = void;
export type ClientPortalPushUnsubscribeApiResponse = unknown;
export type ClientPortalPushUnsubscribeApiArg = {
  deletePushSubscriptionDto: DeletePushSubscriptionDto;
};
export type ClientPortalPushSubscribeApiResponse = /** status 201 The subscription, stored */ PushSubscriptionResponseDto;
export type ClientPortalPushSubscribeApiArg = {
  createPushSubscriptionDto: CreatePushSubscriptionDto;
};
export type ClientPortalFeedbackListApiResponse = /** status 200 The ratings */ SessionFeedbackResponseDto[];
export type ClientPortalFeedbackListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalSubscriptionsActiveApiResponse = /** status 200 The active subscriptions, the latest start first */ ClientSubscriptionResponseDto[];
export type ClientPortalSubscriptionsActiveApiArg = void;
export type ClientPortalPaymentsCancelAtPeriodEndApiResponse = /** status 200 The subscription, set to end at its period end */ ClientSubscriptionResponseDto;
export type ClientPortalPaymentsCancelAtPeriodEndApiArg = {
  id: string;
};
export type ClientPortalPaymentsResumeApiResponse = /** status 200 The subscription, renewing again */ ClientSubscriptionResponseDto;
export type ClientPortalPaymentsResumeApiArg = {
  id: string;
};
export type ClientPortalWorkoutsPlanApiResponse = /** status 200 The page of the plan, soonest first */ ClientWorkoutResponseDto[];
export type ClientPortalWorkoutsPlanApiArg = {
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientPortalWorkoutsWeekApiResponse = /** status 200 Planned and completed workouts of this week */ ClientWeekResponseDto;
export type ClientPortalWorkoutsWeekApiArg = void;
export type ClientPortalWorkoutsLogApiResponse = /** status 200 The workout, completed, with the logged session */ ClientWorkoutResponseDto;
export type ClientPortalWorkoutsLogApiArg = {
  clientWorkoutId: string;
  logWorkoutDto: LogWorkoutDto;
};
export type AccountDeletionRequestedResponseDto = {
  /** Where the confirmation e-mail went (the account's address). */
  email: string;
  /** Until when its link works. */
  expiresAt: string;
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
export type ConfirmAccountDeletionDto = {
  /** The code of the confirmation e-mail's link. */
  code: string;
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
export type BookAppointmentDto = {
  /** The working-hours period the slot belongs to (from the free slots). */
  availabilityId: string;
  /** A note for the coach. */
  notes?: string | null;
  /** The slot's start. */
  startsAt: string;
};
export type FreeSlotDto = {
  appointmentType: AppointmentType;
  availabilityId: string;
  duration: number;
  endsAt: string;
  /** The day of the slot in the client's time zone. */
  localDate: string;
  /** The start on the client's wall clock. */
  localTime: string;
  location: string | null;
  price: number | null;
  startsAt: string;
};
export type FreeSlotsResponseDto = {
  /** Booking, moving and cancelling close this many hours before the start. */
  noticeHours: number;
  slots: FreeSlotDto[];
  /** The signed-in client's time zone, in which `localDate` and `localTime` are given. */
  timeZone: string;
};
export type RescheduleAppointmentDto = {
  /** The working-hours period the slot belongs to (from the free slots). */
  availabilityId: string;
  /** The slot's start. */
  startsAt: string;
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
export type ClientCommunityResponseDto = {
  description: string | null;
  id: string;
  isPrivate: boolean;
  memberCount: number;
  name: string;
};
export type DataExportStatus = 'queued' | 'running' | 'ready' | 'failed' | 'expired';
export type DataExportResponseDto = {
  completedAt: string | null;
  createdAt: string;
  /** The route that serves the ZIP to this client while the export is ready, else null. */
  downloadUrl: string | null;
  /** What went wrong, for a failed export. */
  error: string | null;
  /** Until when a ready export can be downloaded. */
  expiresAt: string | null;
  /** The ZIP's size in bytes, once ready. */
  fileSize: number | null;
  id: string;
  /** Per cent done, 0 to 100 (100 once ready). */
  progress: number;
  /** queued (waiting for the job), running (being built: see progress), ready (download it), failed, or expired (its file is gone). */
  status: DataExportStatus;
};
export type MealCategory = 'breakfast' | 'lunch' | 'dinner' | 'snack';
export type ScanMethod = 'search' | 'barcode' | 'recent' | 'frequent' | 'manual' | 'meal_plan';
export type FoodLogEntryDto = {
  actualCalories: number;
  actualCarbs: number;
  actualFat: number;
  actualProtein: number;
  barcode: string | null;
  createdAt: string;
  foodId: string | null;
  foodName: string;
  id: string;
  logDate: string;
  /** The meal (recipe) it is part of, when logged from a planned meal. */
  mealId: string | null;
  mealType: MealCategory;
  notes: string | null;
  /** The meal of the plan it was logged from with Log meal; null for a food logged on its own. */
  planMealId: string | null;
  scanMethod: ScanMethod;
  servingSize: number;
  servingUnit: string;
};
export type MacroGoalResponseDto = {
  clientId: string;
  createdAt: string;
  dailyCalories: number;
  dailyCarbs: number;
  dailyFat: number;
  dailyProtein: number;
  effectiveDate: string;
  id: string;
  isActive: boolean;
  notes: string | null;
  weeklyCalories: number | null;
};
export type NutrientTotalsDto = {
  calories: number;
  carbs: number;
  fat: number;
  protein: number;
};
export type FoodLogDayDto = {
  date: string;
  entries: FoodLogEntryDto[];
  goal: MacroGoalResponseDto | null;
  totals: NutrientTotalsDto;
};
export type CreateFoodLogDto = {
  /** The scanned code, when found by barcode. */
  barcode?: string | null;
  foodId: string;
  /** A key the device makes once per entry (a UUID): sending the same entry again with it, after a lost answer or from
    the offline queue, answers the stored entry instead of logging it twice. */
  idempotencyKey?: string;
  /** Default today (UTC). */
  logDate?: string;
  mealType: MealCategory;
  notes?: string | null;
  /** How the food was found (default search). */
  scanMethod?: ScanMethod;
  /** How much, in the food's serving unit. */
  servingSize: number;
};
export type PlannedMealLogDto = {
  entries: FoodLogEntryDto[];
  logDate: string;
  planMealId: string;
};
export type LogPlannedMealDto = {
  /** Default today (UTC). */
  logDate?: string;
  /** The planned meal: `todaysMeals[].id` of GET /api/client/meal-plan for that day. */
  planMealId: string;
};
export type LoggedFoodDto = {
  foodId: string;
  foodName: string;
  lastLoggedAt: string;
  servingSize: number;
  servingUnit: string;
  times: number;
};
export type FormCategory = 'waiver' | 'health_questionnaire' | 'par_q' | 'intake' | 'feedback' | 'assessment';
export type FormFieldType = 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'date' | 'select' | 'radio' | 'checkbox' | 'file' | 'signature';
export type FormFieldResponseDto = {
  /** Stable within the form; answers are keyed by it. */
  id: string;
  label: string;
  options: string[];
  placeholder: string | null;
  required: boolean;
  type: FormFieldType;
};
export type ClientFormStatus = 'outstanding' | 'completed';
export type ClientFormResponseDto = {
  category: FormCategory;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isRequired: boolean;
  /** outstanding: the current version is still to be filled in; completed: it has been submitted. */
  status: ClientFormStatus;
  submittedAt: string | null;
  title: string;
  version: number;
};
export type FormFileUploadResponseDto = {
  /** Send it as the file field's answer. */
  id: string;
};
export type FormFileUploadDto = {
  /** An image (JPEG, PNG, WebP, GIF) or a PDF, at most 10 MB */
  file: Blob;
};
export type FormSubmissionResponseDto = {
  clientId: string;
  clientName: string;
  /** SHA-256 of the signed content, as printed on the PDF. */
  contentHash: string;
  fields: FormFieldResponseDto[];
  formId: string;
  /** The form's title, version and fields as they were when submitted. */
  formTitle: string;
  formVersion: number;
  id: string;
  ipAddress: string | null;
  responses: {
    [key: string]: (string | null) | string[];
  };
  reviewedAt: string | null;
  /** Who reviewed it (first and last name), null until reviewed. */
  reviewedBy: string | null;
  /** Whether a drawn signature was stored (the PDF shows it). */
  signed: boolean;
  status: string;
  submittedAt: string;
  userAgent: string | null;
};
export type SubmitFormDto = {
  responses: {
    [key: string]: (string | null) | string[];
  };
  /** The drawn signature as a PNG data URL (`data:image/png;base64,...`), for forms with a signature field. */
  signature?: string | null;
};
export type GoalCategory = 'fitness' | 'nutrition' | 'lifestyle';
export type GoalStatus = 'active' | 'achieved' | 'paused' | 'cancelled';
export type GoalResponseDto = {
  /** When the goal was achieved; null unless achieved. */
  achievedAt: string | null;
  category: GoalCategory;
  clientId: string;
  createdAt: string;
  currentValue: number | null;
  description: string | null;
  id: string;
  /** From the start value towards the target, in whole percent (0–100). */
  progress: number;
  /** The current value when the goal was set. */
  startValue: number | null;
  status: GoalStatus;
  targetDate: string | null;
  targetValue: number | null;
  title: string;
  unit: string | null;
  updatedAt: string;
};
export type UpdateGoalProgressDto = {
  /** The goal's new current value, in its unit; null clears it. */
  currentValue?: number | null;
  /** What the client wants their coach to know about this step. */
  notes?: string | null;
};
export type ParticipantStatus = 'invited' | 'registered' | 'waitlisted' | 'left' | 'removed';
export type ClientMeetingResponseDto = {
  appointmentType: AppointmentType;
  /** Who booked it: the business, or the client themselves (then they can move or cancel it). */
  bookedBy: 'business' | 'client';
  clientId: string | null;
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
  /** When it next starts: its start while that is ahead; for a recurring series, its next occurrence (on the business's
    wall clock); null once it is over or no longer scheduled. */
  nextStartAt: string | null;
  /** Their participant row (group sessions), null when they have none. */
  participantId: string | null;
  /** Their status in it, null when they have no participant row. */
  participantStatus: ParticipantStatus | null;
  /** Until when their unpaid seat is held for them to pay; after that it goes to the next person. Null when nothing is held. */
  paymentDueBy: string | null;
  /** Their seat's payment in a paid session: pending while its price is owed (pay it with the group session's payment route), then paid; null for a free seat or none. */
  paymentStatus: ('pending' | 'paid') | null;
  platform: VideoPlatform | null;
  price: number | null;
  recurringEndDate: string | null;
  recurringPattern: RecurringPattern | null;
  scheduledAt: string;
  /** What their seat costs (the session's price when they got it), null for a free seat or none. */
  seatPrice: number | null;
  /** Free seats left. */
  seatsLeft: number;
  status: MeetingStatus;
  title: string;
  type: MeetingKind;
  updatedAt: string;
  /** Their place on the waitlist (1 is next), null when not waitlisted. */
  waitlistPosition: number | null;
};
export type ClientPaymentType = 'package' | 'group_session';
export type ClientPaymentRefundDto = {
  amount: number;
  createdAt: string;
  id: string;
};
export type ClientPaymentStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
export type ClientPaymentResponseDto = {
  /** Charged (USD), after the coupon. */
  amount: number;
  amountRefunded: number;
  /** The platform's 5 % of `amount`. */
  applicationFee: number;
  /** A group session's payment: the seat (participant) it paid for. */
  bookingId: string | null;
  /** Null once the client was deleted (the payment stays in the coach's revenue). */
  clientId: string | null;
  /** The client's name (the coach's lists); 'Deleted client' once the client is gone. */
  clientName: string;
  couponCode: string | null;
  createdAt: string;
  currency: string;
  /** What was paid for: the package's or the group session's name. */
  description: string;
  discountAmount: number;
  failureReason: string | null;
  id: string;
  /** The price before the coupon. */
  originalAmount: number;
  packageId: string | null;
  /** The package's name, or null once the package was deleted. */
  packageName: string | null;
  paidAt: string | null;
  paymentType: ClientPaymentType;
  /** What can still be refunded. */
  refundable: number;
  refunds: ClientPaymentRefundDto[];
  status: ClientPaymentStatus;
};
export type PurchaseResponseDto = {
  clientSecret: string | null;
  payment: ClientPaymentResponseDto;
};
export type PaySessionDto = {
  /** Made by the browser once per purchase attempt. */
  idempotencyKey: string;
};
export type HabitCategory = 'fitness' | 'nutrition' | 'hydration' | 'sleep' | 'mindfulness' | 'lifestyle';
export type HabitFrequency = 'daily' | 'weekly';
export type HabitDayDto = {
  actualValue: number | null;
  completed: boolean;
  energy: number | null;
  logDate: string;
  mood: number | null;
  notes: string | null;
};
export type HabitTrackingType = 'checkbox' | 'count' | 'duration';
export type ClientHabitResponseDto = {
  category: HabitCategory;
  clientId: string;
  description: string | null;
  endDate: string | null;
  frequency: HabitFrequency;
  habitTemplateId: string | null;
  id: string;
  isActive: boolean;
  longestStreak: number;
  name: string;
  reminderEnabled: boolean;
  reminderTime: string | null;
  startDate: string;
  /** Consecutive days (or weeks) completed up to the date asked for; 0 once one was missed. */
  streak: number;
  targetValue: number | null;
  /** The check-off of the date asked for, if any. */
  today: HabitDayDto | null;
  totalCompletions: number;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type LogHabitDto = {
  actualValue?: number | null;
  /** Done (checkbox habits), or the target reached (count and duration habits, worked out from `actualValue` when left out). */
  completed?: boolean;
  energy?: number | null;
  /** The client's own calendar day (YYYY-MM-DD): today or up to 60 days back. */
  logDate: string;
  mood?: number | null;
  notes?: string | null;
};
export type SetHabitReminderDto = {
  /** HH:MM in the client's time zone (their profile's), or null for no reminder. */
  reminderTime: string | null;
};
export type ClientLinkResponseDto = {
  businessName: string | null;
  /** The linked client record; null when not linked. */
  clientId: string | null;
  firstName: string | null;
  lastName: string | null;
  linked: boolean;
};
export type PlanMealSummaryDto = {
  calories: number;
  carbs: number;
  category: MealCategory;
  fat: number;
  fiber: number;
  id: string;
  /** The authorised route serving the meal's image; null without one. */
  imageUrl: string | null;
  name: string;
  protein: number;
};
export type PlanMealDto = {
  day: number;
  id: string;
  meal: PlanMealSummaryDto;
  mealId: string;
  mealType: MealCategory;
  orderIndex: number;
};
export type ClientMealPlanViewDto = {
  assignmentId: string | null;
  date: string;
  /** Which day of the plan `date` is (1 to duration; the plan repeats); null without a plan. */
  dayNumber: number | null;
  description: string | null;
  endDate: string | null;
  macroGoal: MacroGoalResponseDto | null;
  mealPlanId: string | null;
  mealPlanName: string | null;
  startDate: string | null;
  targetCalories: number | null;
  targetCarbs: number | null;
  targetFat: number | null;
  targetProtein: number | null;
  todaysMeals: PlanMealDto[];
};
export type MeasurementResponseDto = {
  arms: number | null;
  bodyFat: number | null;
  calves: number | null;
  chest: number | null;
  clientId: string;
  /** When the measurement was recorded. */
  createdAt: string;
  forearms: number | null;
  hips: number | null;
  id: string;
  muscleMass: number | null;
  neck: number | null;
  notes: string | null;
  shoulders: number | null;
  thighs: number | null;
  waist: number | null;
  weight: number | null;
};
export type CreateMeasurementDto = {
  arms?: ((number | null) | (string | null)) | null;
  /** % */
  bodyFat?: ((number | null) | (string | null)) | null;
  calves?: ((number | null) | (string | null)) | null;
  /** inches */
  chest?: ((number | null) | (string | null)) | null;
  forearms?: ((number | null) | (string | null)) | null;
  hips?: ((number | null) | (string | null)) | null;
  /** lbs */
  muscleMass?: ((number | null) | (string | null)) | null;
  neck?: ((number | null) | (string | null)) | null;
  notes?: string | null;
  shoulders?: ((number | null) | (string | null)) | null;
  thighs?: ((number | null) | (string | null)) | null;
  waist?: ((number | null) | (string | null)) | null;
  /** lbs. */
  weight?: ((number | null) | (string | null)) | null;
};
export type MeetingTimeframe = 'upcoming' | 'past';
export type ReviewPlatform = 'google' | 'facebook' | 'yelp';
export type SessionFeedbackResponseDto = {
  coachRating: number | null;
  createdAt: string;
  feedback: string | null;
  id: string;
  improvements: string | null;
  meetingId: string;
  overallRating: number;
  participantId: string;
  reviewCompleted: boolean;
  reviewPlatform: ReviewPlatform | null;
  reviewRequested: boolean;
  reviewUrl: string | null;
  sessionRating: number | null;
  wouldRecommend: boolean | null;
};
export type ReviewLinkDto = {
  /** Google, Facebook or Yelp. */
  label: string;
  platform: ReviewPlatform;
  url: string;
};
export type ClientSessionFeedbackDto = {
  /** The session is completed, so it can be rated. */
  completed: boolean;
  /** Their rating, once given. */
  feedback: SessionFeedbackResponseDto | null;
  meetingId: string;
  /** The business's review pages, offered after a 4–5 star rating (empty otherwise). */
  reviewLinks: ReviewLinkDto[];
  scheduledAt: string;
  title: string;
};
export type SubmitSessionFeedbackDto = {
  /** 1–5 stars for the coach. */
  coachRating?: number | null;
  /** What went well. */
  feedback?: string | null;
  /** What could be better. */
  improvements?: string | null;
  /** 1–5 stars for the session as a whole; 4 or 5 lead to a review request. */
  overallRating: number;
  /** 1–5 stars for the session's content. */
  sessionRating?: number | null;
  wouldRecommend?: boolean | null;
};
export type RecordReviewDto = {
  platform: ReviewPlatform;
};
export type NotificationPreferencesDto = {
  /** How many devices (browsers) of the client have allowed notifications: none means nothing is sent. */
  devices: number;
  /** The habits' reminders, at each habit's reminder time. */
  habitReminders: boolean;
  /** A new message from the coach. */
  newMessage: boolean;
  /** A session booked for the client, and the reminder before it. */
  upcomingSession: boolean;
  /** A workout assigned by the coach. */
  workoutAssigned: boolean;
};
export type UpdateNotificationPreferencesDto = {
  habitReminders?: boolean;
  newMessage?: boolean;
  upcomingSession?: boolean;
  workoutAssigned?: boolean;
};
export type OnboardingAnswerDto = {
  completedAt: string;
  fieldId: string;
  /** For a file answer: where the coach downloads it. */
  responseId?: string | null;
  stepId: string;
  /** Text, a number, true/false, the chosen options, or a file's name, type and size. */
  value:
    | (
        | (string | null)
        | (number | null)
        | (boolean | null)
        | (string[] | null)
        | ({
            contentType: string;
            fileName: string;
            size: number;
          } | null)
      )
    | null;
};
export type OnboardingStepCategory = 'personal' | 'health' | 'fitness' | 'nutrition' | 'lifestyle' | 'program';
export type OnboardingFieldType = 'text' | 'textarea' | 'select' | 'multiselect' | 'checkbox' | 'number' | 'date' | 'file';
export type OnboardingFieldResponseDto = {
  id: string;
  label: string;
  options: string[];
  placeholder?: string | null;
  required: boolean;
  type: OnboardingFieldType;
};
export type OnboardingStepResponseDto = {
  category?: OnboardingStepCategory | null;
  description: string;
  fields: OnboardingFieldResponseDto[];
  id: string;
  required: boolean;
  title: string;
};
export type ClientOnboardingResponseDto = {
  answers: OnboardingAnswerDto[];
  /** The steps with saved answers. */
  completedStepIds: string[];
  /** The active configuration, or null when the coach has none. */
  configId: string | null;
  configName: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  steps: OnboardingStepResponseDto[];
};
export type SaveOnboardingStepDto = {
  responses: {
    [key: string]: string | number | boolean | string[];
  };
};
export type OnboardingFileUploadDto = {
  /** An image or a PDF, at most 10 MB */
  file: Blob;
};
export type PackageBillingInterval = 'month' | 'year';
export type CoachingPackageResponseDto = {
  /** Clients holding an active subscription to it now. */
  activeClients: number;
  /** Null: one-off; month or year: renews every period. */
  billingInterval: PackageBillingInterval | null;
  /** The business that sells it. */
  coachId: string;
  createdAt: string;
  description: string | null;
  /** Days. */
  duration: number;
  features: string[];
  id: string;
  isActive: boolean;
  /** Null: unlimited. */
  maxClients: number | null;
  name: string;
  /** USD. */
  price: number;
  updatedAt: string;
};
export type ClientPackagesResponseDto = {
  message: string | null;
  packages: CoachingPackageResponseDto[];
  /** False until the coach's payments account is set up: nothing can be bought (`message` says why). */
  paymentsReady: boolean;
};
export type PurchasePackageDto = {
  /** One of the coach's client coupons. */
  couponCode?: string | null;
  /** Made by the browser once per purchase attempt. */
  idempotencyKey: string;
};
export type ProgressPhotoPose = 'front' | 'side' | 'back';
export type ProgressPhotoResponseDto = {
  bodyFat: number | null;
  clientId: string;
  createdAt: string;
  id: string;
  /** The route that serves the image to signed-in users allowed to see it (session cookie or bearer token). */
  imageUrl: string;
  notes: string | null;
  pose: ProgressPhotoPose | null;
  weight: number | null;
};
export type UploadProgressPhotoDto = {
  /** % on the day of the photo. */
  bodyFat?: ((number | null) | (string | null)) | null;
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  file: Blob;
  notes?: string | null;
  /** Which view of the body the photo shows; left out for a photo of no particular pose. */
  pose?: ProgressPhotoPose | null;
  /** lbs on the day of the photo. */
  weight?: ((number | null) | (string | null)) | null;
};
export type PushPublicKeyDto = {
  /** The VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: string;
};
export type DeletePushSubscriptionDto = {
  /** The endpoint of the subscription this browser ends. */
  endpoint: string;
};
export type PushSubscriptionResponseDto = {
  /** How many devices of the client receive notifications now. */
  devices: number;
  /** The endpoint, as stored. */
  endpoint: string;
};
export type PushSubscriptionKeysDto = {
  /** The browser's authentication secret (base64url). */
  auth: string;
  /** The browser's P-256 public key (base64url). */
  p256dh: string;
};
export type CreatePushSubscriptionDto = {
  /** Where the push service takes this browser's messages. */
  endpoint: string;
  /** Milliseconds since the epoch when the subscription ends, if the browser says (kept by the browser, not here). */
  expirationTime?: number | null;
  keys: PushSubscriptionKeysDto;
};
export type ClientSubscriptionStatus = 'active' | 'cancelled' | 'expired';
export type ClientSubscriptionResponseDto = {
  /** How this subscription bills: null one-off; month or year renews every period (the end date is the renewal date). */
  billingInterval: PackageBillingInterval | null;
  /** A recurring package set to end at the end of its period (no more renewals); false while it renews. */
  cancelAtPeriodEnd: boolean;
  clientId: string;
  createdAt: string;
  duration: number;
  /** startDate plus the package's duration in days (the first day without access). */
  endDate: string;
  id: string;
  packageId: string;
  /** Whether the package is still sold. */
  packageIsActive: boolean;
  /** The package's name, price (USD) and duration (days) as they are now. */
  packageName: string;
  price: number;
  startDate: string;
  /** active, cancelled (ended by the business) or expired (past its end date). */
  status: ClientSubscriptionStatus;
  /** The payments provider's subscription, when the client pays through it (null for a package the business assigned). */
  stripeSubscriptionId: string | null;
  updatedAt: string;
};
export type LoggedSetResponseDto = {
  reps: number;
  weight: number | null;
};
export type LoggedExerciseResponseDto = {
  exerciseId: string;
  exerciseName: string;
  sets: LoggedSetResponseDto[];
};
export type WorkoutSessionDto = {
  caloriesBurned: number | null;
  date: string;
  difficultyRating: number | null;
  exercises: LoggedExerciseResponseDto[];
  notes: string | null;
  /** Minutes. */
  totalDuration: number | null;
};
export type ClientWorkoutStatus = 'scheduled' | 'completed' | 'missed';
export type ExerciseCategory = 'strength' | 'cardio' | 'flexibility' | 'functional';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type WorkoutExerciseResponseDto = {
  exerciseCategory: ExerciseCategory;
  exerciseId: string;
  exerciseName: string;
  id: string;
  notes: string | null;
  orderIndex: number;
  reps: string | null;
  /** Seconds. */
  restTime: number | null;
  sets: number | null;
  supersetGroup: number | null;
  tempo: string | null;
  weight: number | null;
};
export type WorkoutResponseDto = {
  category: ExerciseCategory | null;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  /** Minutes. */
  duration: number | null;
  /** In order. */
  exercises: WorkoutExerciseResponseDto[];
  id: string;
  isTemplate: boolean;
  name: string;
  updatedAt: string;
};
export type ClientWorkoutResponseDto = {
  clientId: string;
  completedAt: string | null;
  createdAt: string;
  id: string;
  /** When the day passed without a log. */
  missedAt: string | null;
  notes: string | null;
  scheduledDate: string;
  /** The logged session; null until completed. */
  session: WorkoutSessionDto | null;
  status: ClientWorkoutStatus;
  workout: WorkoutResponseDto;
  workoutId: string;
};
export type ClientWeekResponseDto = {
  /** Of those, the ones logged. */
  completed: number;
  /** Workouts the coach planned for this week. */
  planned: number;
  /** The Sunday the week starts on, in the business's time zone. */
  weekStart: string;
};
export type LoggedSetDto = {
  reps: number;
  /** lbs; empty for bodyweight. */
  weight?: number | null;
};
export type LoggedExerciseDto = {
  exerciseId: string;
  sets: LoggedSetDto[];
};
export type LogWorkoutDto = {
  caloriesBurned?: number | null;
  /** 1 (easy) to 10 (hardest). */
  difficultyRating?: number | null;
  /** The exercises done, each with its sets. */
  exercises: LoggedExerciseDto[];
  /** A key the device makes once per log (a UUID): sending the same log again with it, after a lost answer or from the
    offline queue, answers the recorded session instead of 409. */
  idempotencyKey?: string;
  notes?: string | null;
  /** Minutes. */
  totalDuration?: number | null;
};
export const {
  useClientPortalAccountDeletionRequestMutation,
  useClientPortalAccountDeletionConfirmMutation,
  useClientPortalAppointmentsBookMutation,
  useClientPortalAppointmentsSlotsQuery,
  useClientPortalAppointmentsRescheduleMutation,
  useClientPortalAppointmentsCancelMutation,
  useClientPortalCalendarFeedRevokeMutation,
  useClientPortalCalendarFeedStatusQuery,
  useClientPortalCalendarFeedRotateMutation,
  useClientCommunitiesListQuery,
  useClientPortalDataExportsListQuery,
  useClientPortalDataExportsRequestMutation,
  useClientPortalDataExportsGetQuery,
  useClientPortalDataExportsDownloadQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogAddMutation,
  useClientFoodLogLogPlannedMealMutation,
  useClientFoodLogUnlogPlannedMealMutation,
  useClientFoodLogRemoveMutation,
  useClientFoodLogFrequentQuery,
  useClientFoodLogRecentQuery,
  useClientPortalFormsListQuery,
  useClientPortalFormsGetQuery,
  useClientPortalFormsUploadMutation,
  useClientPortalFormsSubmitMutation,
  useClientPortalGoalsListQuery,
  useClientPortalGoalsUpdateProgressMutation,
  useClientPortalMeetingsGroupSessionsQuery,
  useClientPortalPaymentsPayForSessionMutation,
  useClientPortalHabitsListQuery,
  useClientPortalHabitsLogMutation,
  useClientPortalHabitsSetReminderMutation,
  useClientLinkGetQuery,
  useClientFoodLogMealPlanQuery,
  useClientPortalMeasurementsListQuery,
  useClientPortalMeasurementsAddMutation,
  useClientPortalMeetingsMeetingsQuery,
  useClientPortalFeedbackGetQuery,
  useClientPortalFeedbackSubmitMutation,
  useClientPortalFeedbackReviewMutation,
  useClientPortalPushPreferencesQuery,
  useClientPortalPushUpdatePreferencesMutation,
  useClientPortalOnboardingGetQuery,
  useClientPortalOnboardingCompleteMutation,
  useClientPortalOnboardingSaveStepMutation,
  useClientPortalOnboardingUploadMutation,
  useClientPortalPaymentsPackagesQuery,
  useClientPortalPaymentsPurchaseMutation,
  useClientPortalPaymentsReceiptsQuery,
  useClientPortalProgressListQuery,
  useClientPortalProgressUploadMutation,
  useClientPortalPushPublicKeyQuery,
  useClientPortalPushUnsubscribeMutation,
  useClientPortalPushSubscribeMutation,
  useClientPortalFeedbackListQuery,
  useClientPortalSubscriptionsActiveQuery,
  useClientPortalPaymentsCancelAtPeriodEndMutation,
  useClientPortalPaymentsResumeMutation,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
  useClientPortalWorkoutsLogMutation,
} = injectedRtkApi;
