import { baseApi as api } from '../base-api';
export const addTagTypes = ['webhooks'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      webhooksReceive: build.mutation<WebhooksReceiveApiResponse, WebhooksReceiveApiArg>({
        query: (queryArg) => ({
          url: `/api/webhooks/stripe`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'stripe-signature': queryArg['stripe-signature'],
          },
        }),
        invalidatesTags: ['webhooks'],
      }),
      leadWebhooksReceive: build.mutation<LeadWebhooksReceiveApiResponse, LeadWebhooksReceiveApiArg>({
        query: (queryArg) => ({
          url: `/webhooks/leaddec/${queryArg.event}`,
          method: 'POST',
          body: queryArg.body,
          headers: {
            'x-leaddec-account': queryArg['x-leaddec-account'],
            'x-leaddec-signature': queryArg['x-leaddec-signature'],
          },
        }),
        invalidatesTags: ['webhooks'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedWebhooksApi };
export type WebhooksReceiveApiResponse = /** status 200 The event was recorded (or had been) */ WebhookReceiptDto;
export type WebhooksReceiveApiArg = {
  'stripe-signature': string;
  /** The event exactly as the provider sent it (the signature covers these bytes) */
  body: object;
};
export type LeadWebhooksReceiveApiResponse = /** status 200 The delivery was applied (or recorded as ignored or a test) */ LeadDecWebhookReceiptDto;
export type LeadWebhooksReceiveApiArg = {
  event: LeadDecWebhookEvent;
  'x-leaddec-account': string;
  'x-leaddec-signature': string;
  /** The delivery exactly as LeadDec sent it (the signature covers these bytes) */
  body: object;
};
export type WebhookReceiptDto = {
  /** A repeat of an event already recorded: nothing new was done. */
  duplicate: boolean;
  received: boolean;
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
export type LeadDecDeliveryOutcome = 'created' | 'updated' | 'ignored' | 'test' | 'rejected' | 'failed';
export type LeadDecWebhookReceiptDto = {
  clientId: string | null;
  outcome: LeadDecDeliveryOutcome;
  received: boolean;
};
export type LeadDecWebhookEvent = 'lead-created' | 'opportunity-won' | 'appointment-scheduled' | 'contact-tagged' | 'form-submitted';
export const { useWebhooksReceiveMutation, useLeadWebhooksReceiveMutation } = injectedRtkApi;
