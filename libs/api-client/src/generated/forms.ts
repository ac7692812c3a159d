import { baseApi as api } from '../base-api';
export const addTagTypes = ['forms'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      formSubmissionsGet: build.query<FormSubmissionsGetApiResponse, FormSubmissionsGetApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}` }),
        providesTags: ['forms'],
      }),
      formSubmissionsFile: build.query<FormSubmissionsFileApiResponse, FormSubmissionsFileApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/files/${queryArg.fieldId}` }),
        providesTags: ['forms'],
      }),
      formSubmissionsPdf: build.query<FormSubmissionsPdfApiResponse, FormSubmissionsPdfApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/pdf` }),
        providesTags: ['forms'],
      }),
      formSubmissionsReview: build.mutation<FormSubmissionsReviewApiResponse, FormSubmissionsReviewApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/review`, method: 'POST' }),
        invalidatesTags: ['forms'],
      }),
      formSubmissionsVerify: build.query<FormSubmissionsVerifyApiResponse, FormSubmissionsVerifyApiArg>({
        query: (queryArg) => ({ url: `/api/form-submissions/${queryArg.id}/verify` }),
        providesTags: ['forms'],
      }),
      formsList: build.query<FormsListApiResponse, FormsListApiArg>({
        query: (queryArg) => ({
          url: `/api/forms`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['forms'],
      }),
      formsCreate: build.mutation<FormsCreateApiResponse, FormsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/forms`, method: 'POST', body: queryArg.createFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsStats: build.query<FormsStatsApiResponse, FormsStatsApiArg>({
        query: () => ({ url: `/api/forms/stats` }),
        providesTags: ['forms'],
      }),
      formsTemplates: build.query<FormsTemplatesApiResponse, FormsTemplatesApiArg>({
        query: () => ({ url: `/api/forms/templates` }),
        providesTags: ['forms'],
      }),
      formsRemove: build.mutation<FormsRemoveApiResponse, FormsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['forms'],
      }),
      formsGet: build.query<FormsGetApiResponse, FormsGetApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}` }),
        providesTags: ['forms'],
      }),
      formsPatch: build.mutation<FormsPatchApiResponse, FormsPatchApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'PATCH', body: queryArg.updateFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsUpdate: build.mutation<FormsUpdateApiResponse, FormsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}`, method: 'PUT', body: queryArg.updateFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsAssign: build.mutation<FormsAssignApiResponse, FormsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}/assignments`, method: 'POST', body: queryArg.assignFormDto }),
        invalidatesTags: ['forms'],
      }),
      formsRecipients: build.query<FormsRecipientsApiResponse, FormsRecipientsApiArg>({
        query: (queryArg) => ({ url: `/api/forms/${queryArg.id}/recipients` }),
        providesTags: ['forms'],
      }),
      formsSubmissions: build.query<FormsSubmissionsApiResponse, FormsSubmissionsApiArg>({
        query: (queryArg) => ({
          url: `/api/forms/${queryArg.id}/submissions`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['forms'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedFormsApi };
export type FormSubmissionsGetApiResponse = /** status 200 The submission */ FormSubmissionResponseDto;
export type FormSubmissionsGetApiArg = {
  id: string;
};
export type FormSubmissionsFileApiResponse = /** status 200 The file, with its detected Content-Type */ Blob;
export type FormSubmissionsFileApiArg = {
  id: string;
  fieldId: string;
};
export type FormSubmissionsPdfApiResponse = /** status 200 The PDF */ Blob;
export type FormSubmissionsPdfApiArg = {
  id: string;
};
export type FormSubmissionsReviewApiResponse = /** status 200 The reviewed submission */ FormSubmissionResponseDto;
export type FormSubmissionsReviewApiArg = {
  id: string;
};
export type FormSubmissionsVerifyApiResponse = /** status 200 Both hashes and whether they agree */ FormSubmissionVerificationDto;
export type FormSubmissionsVerifyApiArg = {
  id: string;
};
export type FormsListApiResponse = /** status 200 The page of forms, newest first */ FormResponseDto[];
export type FormsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type FormsCreateApiResponse = /** status 201 The new form (version 1) */ FormResponseDto;
export type FormsCreateApiArg = {
  createFormDto: CreateFormDto;
};
export type FormsStatsApiResponse = /** status 200 The counts */ FormStatsResponseDto;
export type FormsStatsApiArg = void;
export type FormsTemplatesApiResponse = /** status 200 Every template the business can use */ FormTemplateResponseDto[];
export type FormsTemplatesApiArg = void;
export type FormsRemoveApiResponse = unknown;
export type FormsRemoveApiArg = {
  id: string;
};
export type FormsGetApiResponse = /** status 200 The form */ FormResponseDto;
export type FormsGetApiArg = {
  id: string;
};
export type FormsPatchApiResponse = /** status 200 The updated form */ FormResponseDto;
export type FormsPatchApiArg = {
  id: string;
  updateFormDto: UpdateFormDto;
};
export type FormsUpdateApiResponse = /** status 200 The updated form */ FormResponseDto;
export type FormsUpdateApiArg = {
  id: string;
  updateFormDto: UpdateFormDto;
};
export type FormsAssignApiResponse = /** status 201 The client, now asked to fill it in */ FormRecipientResponseDto;
export type FormsAssignApiArg = {
  id: string;
  assignFormDto: AssignFormDto;
};
export type FormsRecipientsApiResponse = /** status 200 The clients asked, unsigned first */ FormRecipientResponseDto[];
export type FormsRecipientsApiArg = {
  id: string;
};
export type FormsSubmissionsApiResponse = /** status 200 The page of submissions, newest first */ FormSubmissionResponseDto[];
export type FormsSubmissionsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
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
export type FormSubmissionVerificationDto = {
  /** The hash stored (and printed on the PDF) when it was submitted. */
  contentHash: string;
  /** The hash of the content as stored now. */
  recomputedHash: string;
  submissionId: string;
  /** True when they agree: the submission has not changed since it was signed. */
  valid: boolean;
};
export type FormCategory = 'waiver' | 'health_questionnaire' | 'par_q' | 'intake' | 'feedback' | 'assessment';
export type FormResponseDto = {
  category: FormCategory;
  createdAt: string;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isActive: boolean;
  isRequired: boolean;
  title: string;
  updatedAt: string;
  /** Goes up when the form changes after it has been submitted. */
  version: number;
};
export type FormFieldDto = {
  /** Stable id of the field within the form; answers are keyed by it. Made by the server when left out. */
  id?: string;
  label: string;
  /** The choices of select, radio and checkbox fields (trimmed, blank ones dropped); ignored for other types. */
  options?: string[];
  placeholder?: string | null;
  required?: boolean;
  type: FormFieldType;
};
export type CreateFormDto = {
  category: FormCategory;
  description?: string | null;
  /** At most one of them a signature field: a submission carries one drawn signature. */
  fields: FormFieldDto[];
  /** Clients can fill it in (true when left out). */
  isActive?: boolean;
  /** Every client must fill it in (false when left out). */
  isRequired?: boolean;
  /** The template the form was made from (its usage is counted). */
  templateId?: string | null;
  title: string;
};
export type FormStatsResponseDto = {
  requiredForms: number;
  /** Submissions since the first of this month (UTC). */
  submissionsThisMonth: number;
  templatesAvailable: number;
  totalForms: number;
};
export type FormTemplateResponseDto = {
  category: FormCategory;
  description: string | null;
  fields: FormFieldResponseDto[];
  id: string;
  isPublic: boolean;
  name: string;
  /** How many forms have been made from it. */
  usageCount: number;
};
export type UpdateFormDto = {
  category?: FormCategory;
  description?: string | null;
  /** At most one of them a signature field: a submission carries one drawn signature. */
  fields?: FormFieldDto[];
  /** Clients can fill it in (true when left out). */
  isActive?: boolean;
  /** Every client must fill it in (false when left out). */
  isRequired?: boolean;
  /** The template the form was made from (its usage is counted). */
  templateId?: string | null;
  title?: string;
};
export type FormRecipientResponseDto = {
  /** Assigned one by one (false: asked because the form is required for every client). */
  assigned: boolean;
  clientId: string;
  name: string;
  /** Has submitted some version of the form. */
  signed: boolean;
  /** The version they last submitted, null when none. */
  signedVersion: number | null;
};
export type AssignFormDto = {
  clientId: string;
};
export const {
  useFormSubmissionsGetQuery,
  useFormSubmissionsFileQuery,
  useFormSubmissionsPdfQuery,
  useFormSubmissionsReviewMutation,
  useFormSubmissionsVerifyQuery,
  useFormsListQuery,
  useFormsCreateMutation,
  useFormsStatsQuery,
  useFormsTemplatesQuery,
  useFormsRemoveMutation,
  useFormsGetQuery,
  useFormsPatchMutation,
  useFormsUpdateMutation,
  useFormsAssignMutation,
  useFormsRecipientsQuery,
  useFormsSubmissionsQuery,
} = injectedRtkApi;
