import { baseApi as api } from '../base-api';
export const addTagTypes = ['onboarding'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientOnboardingAnswersAnswers: build.query<ClientOnboardingAnswersAnswersApiResponse, ClientOnboardingAnswersAnswersApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/onboarding` }),
        providesTags: ['onboarding'],
      }),
      clientOnboardingAnswersFile: build.query<ClientOnboardingAnswersFileApiResponse, ClientOnboardingAnswersFileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/onboarding/files/${queryArg.responseId}` }),
        providesTags: ['onboarding'],
      }),
      onboardingList: build.query<OnboardingListApiResponse, OnboardingListApiArg>({
        query: () => ({ url: `/api/onboarding/configs` }),
        providesTags: ['onboarding'],
      }),
      onboardingCreate: build.mutation<OnboardingCreateApiResponse, OnboardingCreateApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs`, method: 'POST', body: queryArg.saveOnboardingConfigDto }),
        invalidatesTags: ['onboarding'],
      }),
      onboardingGet: build.query<OnboardingGetApiResponse, OnboardingGetApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs/${queryArg.id}` }),
        providesTags: ['onboarding'],
      }),
      onboardingUpdate: build.mutation<OnboardingUpdateApiResponse, OnboardingUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/onboarding/configs/${queryArg.id}`, method: 'PUT', body: queryArg.saveOnboardingConfigDto }),
        invalidatesTags: ['onboarding'],
      }),
      onboardingTemplates: build.query<OnboardingTemplatesApiResponse, OnboardingTemplatesApiArg>({
        query: () => ({ url: `/api/onboarding/templates` }),
        providesTags: ['onboarding'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedOnboardingApi };
export type ClientOnboardingAnswersAnswersApiResponse = /** status 200 The answers */ ClientOnboardingAnswersDto;
export type ClientOnboardingAnswersAnswersApiArg = {
  id: string;
};
export type ClientOnboardingAnswersFileApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type ClientOnboardingAnswersFileApiArg = {
  id: string;
  responseId: string;
};
export type OnboardingListApiResponse = /** status 200 The configurations, newest first */ OnboardingConfigResponseDto[];
export type OnboardingListApiArg = void;
export type OnboardingCreateApiResponse = /** status 201 The saved configuration */ OnboardingConfigResponseDto;
export type OnboardingCreateApiArg = {
  saveOnboardingConfigDto: SaveOnboardingConfigDto;
};
export type OnboardingGetApiResponse = /** status 200 The configuration */ OnboardingConfigResponseDto;
export type OnboardingGetApiArg = {
  id: string;
};
export type OnboardingUpdateApiResponse = /** status 200 The updated configuration */ OnboardingConfigResponseDto;
export type OnboardingUpdateApiArg = {
  id: string;
  saveOnboardingConfigDto: SaveOnboardingConfigDto;
};
export type OnboardingTemplatesApiResponse = /** status 200 The public templates */ OnboardingTemplateResponseDto[];
export type OnboardingTemplatesApiArg = void;
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
export type ClientOnboardingAnsweredConfigDto = {
  answers: OnboardingAnswerDto[];
  configId: string;
  configName: string;
  isActive: boolean;
  steps: OnboardingStepResponseDto[];
};
export type ClientOnboardingAnswersDto = {
  configs: ClientOnboardingAnsweredConfigDto[];
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
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
export type OnboardingConfigResponseDto = {
  configName: string;
  createdAt: string;
  id: string;
  isActive: boolean;
  steps: OnboardingStepResponseDto[];
  updatedAt: string;
};
export type OnboardingFieldDto = {
  /** Stable id within the step; answers are keyed by it. Send the saved id back to keep the field's answers; a new field (left out) gets a random id. */
  id?: string;
  label: string;
  /** The choices of select and multi-select fields (trimmed, blank ones dropped); ignored for the other types. */
  options?: string[];
  placeholder?: string | null;
  required?: boolean;
  type: OnboardingFieldType;
};
export type OnboardingStepDto = {
  /** The category button that added it. */
  category?: OnboardingStepCategory | null;
  description?: string | null;
  fields: OnboardingFieldDto[];
  /** Stable id within the configuration. Send the saved id back to keep the step's answers; a new step (left out) gets a random id. */
  id?: string;
  /** Shown with a Required badge (otherwise Optional): its required fields must be answered before onboarding completes. */
  required?: boolean;
  title: string;
};
export type SaveOnboardingConfigDto = {
  /** Trimmed. */
  configName: string;
  /** The configuration newly linked clients walk through (true when left out, as the screen saves). Activating one
    deactivates the business's other configuration: at most one is active. */
  isActive?: boolean;
  steps: OnboardingStepDto[];
};
export type OnboardingTemplateResponseDto = {
  businessType: string;
  description: string | null;
  id: string;
  steps: OnboardingStepResponseDto[];
  templateName: string;
};
export const {
  useClientOnboardingAnswersAnswersQuery,
  useClientOnboardingAnswersFileQuery,
  useOnboardingListQuery,
  useOnboardingCreateMutation,
  useOnboardingGetQuery,
  useOnboardingUpdateMutation,
  useOnboardingTemplatesQuery,
} = injectedRtkApi;
