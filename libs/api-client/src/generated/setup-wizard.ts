import { baseApi as api } from '../base-api';
export const addTagTypes = ['setup-wizard'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      setupWizardTasks: build.query<SetupWizardTasksApiResponse, SetupWizardTasksApiArg>({
        query: () => ({ url: `/api/setup-wizard/tasks` }),
        providesTags: ['setup-wizard'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedSetupWizardApi };
export type SetupWizardTasksApiResponse = /** status 200 The tasks and how many are done */ SetupWizardTasksResponseDto;
export type SetupWizardTasksApiArg = void;
export type SetupWizardTaskId =
  | 'payments-provider'
  | 'calendar-sync'
  | 'video-meetings'
  | 'create-package'
  | 'set-pricing'
  | 'create-template'
  | 'add-exercises'
  | 'meal-plan'
  | 'macro-goals'
  | 'working-hours'
  | 'meeting-types'
  | 'booking-link'
  | 'create-profile'
  | 'assign-package'
  | 'welcome-message'
  | 'invite-staff'
  | 'set-permissions';
export type SetupWizardTaskStatusDto = {
  completed: boolean;
  key: SetupWizardTaskId;
};
export type SetupWizardTasksResponseDto = {
  completed: number;
  tasks: SetupWizardTaskStatusDto[];
  total: number;
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
export const { useSetupWizardTasksQuery } = injectedRtkApi;
