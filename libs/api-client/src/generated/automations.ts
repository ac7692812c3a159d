import { baseApi as api } from '../base-api';
export const addTagTypes = ['automations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      automationsList: build.query<AutomationsListApiResponse, AutomationsListApiArg>({
        query: () => ({ url: `/api/automations` }),
        providesTags: ['automations'],
      }),
      automationsCreate: build.mutation<AutomationsCreateApiResponse, AutomationsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/automations`, method: 'POST', body: queryArg.createAutomationDto }),
        invalidatesTags: ['automations'],
      }),
      automationsStats: build.query<AutomationsStatsApiResponse, AutomationsStatsApiArg>({
        query: () => ({ url: `/api/automations/stats` }),
        providesTags: ['automations'],
      }),
      automationsFromTemplate: build.mutation<AutomationsFromTemplateApiResponse, AutomationsFromTemplateApiArg>({
        query: (queryArg) => ({ url: `/api/automations/templates`, method: 'POST', body: queryArg.createAutomationFromTemplateDto }),
        invalidatesTags: ['automations'],
      }),
      automationsRemove: build.mutation<AutomationsRemoveApiResponse, AutomationsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['automations'],
      }),
      automationsGet: build.query<AutomationsGetApiResponse, AutomationsGetApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}` }),
        providesTags: ['automations'],
      }),
      automationsUpdate: build.mutation<AutomationsUpdateApiResponse, AutomationsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/automations/${queryArg.id}`, method: 'PUT', body: queryArg.updateAutomationDto }),
        invalidatesTags: ['automations'],
      }),
      automationsRuns: build.query<AutomationsRunsApiResponse, AutomationsRunsApiArg>({
        query: (queryArg) => ({
          url: `/api/automations/${queryArg.id}/executions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['automations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAutomationsApi };
export type AutomationsListApiResponse = /** status 200 The automations, newest first */ AutomationResponseDto[];
export type AutomationsListApiArg = void;
export type AutomationsCreateApiResponse = /** status 201 The automation */ AutomationResponseDto;
export type AutomationsCreateApiArg = {
  createAutomationDto: CreateAutomationDto;
};
export type AutomationsStatsApiResponse = /** status 200 The figures */ AutomationStatsResponseDto;
export type AutomationsStatsApiArg = void;
export type AutomationsFromTemplateApiResponse = /** status 201 The automation made from the template */ AutomationResponseDto;
export type AutomationsFromTemplateApiArg = {
  createAutomationFromTemplateDto: CreateAutomationFromTemplateDto;
};
export type AutomationsRemoveApiResponse = unknown;
export type AutomationsRemoveApiArg = {
  id: string;
};
export type AutomationsGetApiResponse = /** status 200 The automation */ AutomationResponseDto;
export type AutomationsGetApiArg = {
  id: string;
};
export type AutomationsUpdateApiResponse = /** status 200 The updated automation */ AutomationResponseDto;
export type AutomationsUpdateApiArg = {
  id: string;
  updateAutomationDto: UpdateAutomationDto;
};
export type AutomationsRunsApiResponse = /** status 200 The page of runs, newest first */ AutomationRunResponseDto[];
export type AutomationsRunsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type AutomationActionType =
  | 'send_email'
  | 'send_sms'
  | 'send_form'
  | 'notify_staff'
  | 'add_to_community'
  | 'assign_workout'
  | 'schedule_appointment'
  | 'send_app_download'
  | 'request_review'
  | 'wait';
export type AutomationActionResponseDto = {
  /** Whole hours. */
  delay: number;
  failureCount: number;
  id: string;
  settings: {
    [key: string]: string | number;
  };
  successCount: number;
  type: AutomationActionType;
};
export type AutomationTrigger =
  | 'client_signup'
  | 'payment_received'
  | 'form_submitted'
  | 'workout_completed'
  | 'goal_achieved'
  | 'appointment_booked'
  | 'missed_workout'
  | 'subscription_ending';
export type AutomationTriggerResponseDto = {
  conditions: {
    [key: string]: string;
  };
  type: AutomationTrigger;
};
export type AutomationResponseDto = {
  /** In the order they run. */
  actions: AutomationActionResponseDto[];
  createdAt: string;
  description: string | null;
  id: string;
  isActive: boolean;
  lastExecutedAt: string | null;
  name: string;
  /** Events that started it for a client. */
  totalExecutions: number;
  trigger: AutomationTriggerResponseDto;
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
export type AutomationActionDto = {
  /** Whole hours after the trigger (after the waits before it), 0 by default. */
  delay?: number;
  /** An existing action of this automation (kept, with its counts, on an edit); left out for a new one. */
  id?: string;
  /** The action's settings: subject and message of an e-mail, the SMS text, the form, community or workout, the wait's hours. */
  settings?: {
    [key: string]: string | number;
  };
  type: AutomationActionType;
};
export type AutomationTriggerDto = {
  /** Event fields that must equal these values (per trigger: a workout, a form or its category, a meeting type...). */
  conditions?: {
    [key: string]: string;
  };
  type: AutomationTrigger;
};
export type CreateAutomationDto = {
  actions?: AutomationActionDto[];
  description?: string | null;
  isActive?: boolean;
  name: string;
  trigger: AutomationTriggerDto;
};
export type AutomationStatsResponseDto = {
  activeAutomations: number;
  /** Clients at least one action reached this month. */
  clientsReached: number;
  /** Runs started this month (one per automation, event and client). */
  runsThisMonth: number;
  /** Completed actions among those that finished this month, in whole percent; null before any finished. */
  successRate: number | null;
};
export type AutomationTemplateKey = 'new-client-onboarding' | 'payment-follow-up' | 're-engagement-campaign';
export type CreateAutomationFromTemplateDto = {
  template: AutomationTemplateKey;
};
export type UpdateAutomationDto = {
  actions?: AutomationActionDto[];
  description?: string | null;
  isActive?: boolean;
  name?: string;
  trigger?: AutomationTriggerDto;
};
export type AutomationExecutionStatus = 'pending' | 'running' | 'completed' | 'failed' | 'cancelled';
export type AutomationRunResponseDto = {
  actionId: string;
  actionType: AutomationActionType;
  attempts: number;
  clientId: string;
  clientName: string;
  createdAt: string;
  errorMessage: string | null;
  executedAt: string | null;
  id: string;
  /** What the action did (the e-mail's address and subject, the SMS's number...). */
  result: {
    [key: string]: any;
  } | null;
  scheduledAt: string;
  status: AutomationExecutionStatus;
  /** The event that started the run. */
  trigger: AutomationTrigger;
};
export const {
  useAutomationsListQuery,
  useAutomationsCreateMutation,
  useAutomationsStatsQuery,
  useAutomationsFromTemplateMutation,
  useAutomationsRemoveMutation,
  useAutomationsGetQuery,
  useAutomationsUpdateMutation,
  useAutomationsRunsQuery,
} = injectedRtkApi;
