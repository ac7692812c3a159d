import { generatedIntegrationsApi } from '@coachcore/api-client/integrations';
import { paged } from '../../lib/api';

/** The lead-management card: its settings and recent deliveries; a save, a rotation or a test refreshes what they change. */
export const integrationsApi = paged(generatedIntegrationsApi).enhanceEndpoints({
  addTagTypes: ['leadIntegration', 'leadDeliveries'],
  endpoints: {
    integrationsGet: { providesTags: ['leadIntegration'] },
    integrationsDeliveries: { providesTags: ['leadDeliveries'] },
    integrationsSave: { invalidatesTags: ['leadIntegration'] },
    integrationsRotate: { invalidatesTags: ['leadIntegration'] },
    integrationsTest: { invalidatesTags: ['leadDeliveries', 'leadIntegration'] },
  },
});

export const {
  useIntegrationsGetQuery,
  useIntegrationsDeliveriesQuery,
  useIntegrationsSaveMutation,
  useIntegrationsRotateMutation,
  useIntegrationsTestMutation,
} = integrationsApi;
