import { generatedClientPortalApi, type FormFileUploadResponseDto } from '@coachcore/api-client/client-portal';
import { paged, uploadRequest } from '../../lib/api';

/** The signed-in client's forms: the list and one form share a tag, so a submission refetches both (and the dashboard card). */
export const clientFormsApi = paged(generatedClientPortalApi)
  .enhanceEndpoints({
    addTagTypes: ['clientForms'],
    endpoints: {
      clientPortalFormsList: { providesTags: ['clientForms'] },
      clientPortalFormsGet: { providesTags: ['clientForms'] },
      clientPortalFormsSubmit: { invalidatesTags: ['clientForms'] },
    },
  })
  .injectEndpoints({
    endpoints: (build) => ({
      // A multipart upload, which the generated hook cannot send.
      clientFormsUploadFile: build.mutation<FormFileUploadResponseDto, { formId: string; file: File }>({
        query: ({ formId, file }) => uploadRequest(`/api/client/forms/${formId}/files`, file),
      }),
    }),
  });

export const { useClientPortalFormsListQuery, useClientPortalFormsGetQuery, useClientPortalFormsSubmitMutation, useClientFormsUploadFileMutation } =
  clientFormsApi;
