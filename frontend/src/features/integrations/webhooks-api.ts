import { generatedWebhookSubscriptionsApi } from '@coachcore/api-client/webhook-subscriptions';
import { LIST, paged } from '../../lib/api';

/** The Webhooks section: the business's webhooks and each one's delivery log; a change refreshes what it touches. */
export const webhooksApi = paged(generatedWebhookSubscriptionsApi).enhanceEndpoints({
  addTagTypes: ['webhooks', 'webhookDeliveries'],
  endpoints: {
    webhooksList: { providesTags: [{ type: 'webhooks', id: LIST }] },
    webhooksDeliveries: { providesTags: (_result, _error, { id }) => [{ type: 'webhookDeliveries', id }] },
    webhooksCreate: { invalidatesTags: [{ type: 'webhooks', id: LIST }] },
    webhooksUpdate: { invalidatesTags: [{ type: 'webhooks', id: LIST }] },
    webhooksRotate: { invalidatesTags: [{ type: 'webhooks', id: LIST }] },
    webhooksRemove: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'webhooks', id: LIST },
        { type: 'webhookDeliveries', id },
      ],
    },
    webhooksReplay: { invalidatesTags: (_result, _error, { id }) => [{ type: 'webhookDeliveries', id }] },
  },
});

export const {
  useWebhooksListQuery,
  useWebhooksDeliveriesQuery,
  useWebhooksCreateMutation,
  useWebhooksUpdateMutation,
  useWebhooksRotateMutation,
  useWebhooksRemoveMutation,
  useWebhooksReplayMutation,
} = webhooksApi;
