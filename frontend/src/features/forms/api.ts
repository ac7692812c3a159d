import { generatedFormsApi } from '@coachcore/api-client/forms';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of Forms & Waivers: forms by id and the list, the stats, the templates (their usage counts) and each
 * form's recipients and submissions.
 */
export const formsApi = paged(generatedFormsApi).enhanceEndpoints({
  addTagTypes: ['formStats', 'formTemplates', 'formSubmissions'],
  endpoints: {
    formsList: {
      providesTags: (page) => [{ type: 'forms', id: LIST }, ...(page?.items ?? []).map((item) => ({ type: 'forms' as const, id: item.id }))],
    },
    formsGet: { providesTags: (_result, _error, { id }) => [{ type: 'forms', id }] },
    formsStats: { providesTags: ['formStats'] },
    formsTemplates: { providesTags: ['formTemplates'] },
    formsRecipients: { providesTags: (_result, _error, { id }) => [{ type: 'formSubmissions', id }] },
    formsSubmissions: { providesTags: (_result, _error, { id }) => [{ type: 'formSubmissions', id }] },
    formsCreate: { invalidatesTags: [{ type: 'forms', id: LIST }, 'formStats', 'formTemplates'] },
    formsUpdate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'forms', id }, 'formStats', { type: 'formSubmissions', id }] },
    formsPatch: { invalidatesTags: (_result, _error, { id }) => [{ type: 'forms', id }, 'formStats', { type: 'formSubmissions', id }] },
    formsAssign: { invalidatesTags: (_result, _error, { id }) => [{ type: 'formSubmissions', id }] },
    formSubmissionsReview: { invalidatesTags: (result) => (result ? [{ type: 'formSubmissions', id: result.formId }] : []) },
    formsRemove: {
      invalidatesTags: (_result, _error, { id }) => [{ type: 'forms', id }, { type: 'forms', id: LIST }, 'formStats'],
    },
  },
});

export const {
  useFormsAssignMutation,
  useFormsCreateMutation,
  useFormsListQuery,
  useFormsPatchMutation,
  useFormsRecipientsQuery,
  useFormsRemoveMutation,
  useFormsStatsQuery,
  useFormsSubmissionsQuery,
  useFormsTemplatesQuery,
  useFormsUpdateMutation,
  useFormSubmissionsReviewMutation,
  useLazyFormSubmissionsVerifyQuery,
} = formsApi;
