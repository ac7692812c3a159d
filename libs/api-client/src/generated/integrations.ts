import { baseApi as api } from '../base-api';
export const addTagTypes = ['integrations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      integrationsGet: build.query<IntegrationsGetApiResponse, IntegrationsGetApiArg>({
        query: () => ({ url: `/api/integrations/leaddec` }),
        providesTags: ['integrations'],
      }),
      integrationsSave: build.mutation<IntegrationsSaveApiResponse, IntegrationsSaveApiArg>({
        query: (queryArg) => ({ url: `/api/integrations/leaddec`, method: 'PUT', body: queryArg.saveLeadDecSettingsDto }),
        invalidatesTags: ['integrations'],
      }),
      integrationsDeliveries: build.query<IntegrationsDeliveriesApiResponse, IntegrationsDeliveriesApiArg>({
        query: (queryArg) => ({
          url: `/api/integrations/leaddec/deliveries`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['integrations'],
      }),
      integrationsRotate: build.mutation<IntegrationsRotateApiResponse, IntegrationsRotateApiArg>({
        query: () => ({ url: `/api/integrations/leaddec/secret`, method: 'POST' }),
        invalidatesTags: ['integrations'],
      }),
      integrationsTest: build.mutation<IntegrationsTestApiResponse, IntegrationsTestApiArg>({
        query: () => ({ url: `/api/integrations/leaddec/test`, method: 'POST' }),
        invalidatesTags: ['integrations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedIntegrationsApi };
export type IntegrationsGetApiResponse = /** status 200 The integration */ LeadDecIntegrationResponseDto;
export type IntegrationsGetApiArg = void;
export type IntegrationsSaveApiResponse = /** status 200 The saved integration */ LeadDecIntegrationResponseDto;
export type IntegrationsSaveApiArg = {
  saveLeadDecSettingsDto: SaveLeadDecSettingsDto;
};
export type IntegrationsDeliveriesApiResponse = /** status 200 The page of deliveries, newest first */ LeadDecDeliveryResponseDto[];
export type IntegrationsDeliveriesApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type IntegrationsRotateApiResponse = /** status 200 The integration with its new secret */ LeadDecIntegrationResponseDto;
export type IntegrationsRotateApiArg = void;
export type IntegrationsTestApiResponse = /** status 200 What the endpoint answered */ LeadDecTestResultDto;
export type IntegrationsTestApiArg = void;
export type LeadDecWebhookEvent = 'lead-created' | 'opportunity-won' | 'appointment-scheduled' | 'contact-tagged' | 'form-submitted';
export type LeadDecSyncDirection = 'bidirectional' | 'to_coachcore' | 'to_leaddec';
export type LeadDecWebhookAddressDto = {
  event: LeadDecWebhookEvent;
  /** The path on the product's own origin. */
  path: string;
  /** The full address (APP_URL and the path). */
  url: string;
};
export type LeadDecIntegrationResponseDto = {
  /** Sent as the X-LeadDec-Account header of every delivery. */
  accountId: string;
  /** The API key's last four characters. */
  apiKeyLast4: string | null;
  apiKeySet: boolean;
  disabledEvents: LeadDecWebhookEvent[];
  lastSyncAt: string | null;
  locationId: string | null;
  /** pending until an API key and a location are saved, then active. */
  status: string;
  syncDirection: LeadDecSyncDirection;
  /** Signs the deliveries: HMAC-SHA256 of "<timestamp>.<raw body>", hex, sent as X-LeadDec-Signature: t=<timestamp>,v1=<hex>. */
  webhookSecret: string;
  webhookUrl: string | null;
  webhooks: LeadDecWebhookAddressDto[];
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
export type SaveLeadDecSettingsDto = {
  /** The LeadDec API key (never answered back: the card shows its last four characters). */
  apiKey?: string | null;
  /** The events whose deliveries are recorded but change nothing. */
  disabledEvents?: LeadDecWebhookEvent[];
  /** The LeadDec location (sub-account) id. */
  locationId?: string | null;
  syncDirection?: LeadDecSyncDirection;
  /** The business's own LeadDec inbound webhook address, for contacts sent to LeadDec. */
  webhookUrl?: string | null;
};
export type LeadDecDeliveryOutcome = 'created' | 'updated' | 'ignored' | 'test' | 'rejected' | 'failed';
export type LeadDecDeliveryResponseDto = {
  clientId: string | null;
  contactId: string | null;
  event: string;
  id: string;
  message: string | null;
  outcome: LeadDecDeliveryOutcome;
  receivedAt: string;
  statusCode: number;
};
export type LeadDecTestResultDto = {
  durationMs: number;
  message: string;
  ok: boolean;
  /** The endpoint's HTTP status (0 when it could not be reached). */
  statusCode: number;
  /** The address the test delivery was sent to. */
  url: string;
};
export const {
  useIntegrationsGetQuery,
  useIntegrationsSaveMutation,
  useIntegrationsDeliveriesQuery,
  useIntegrationsRotateMutation,
  useIntegrationsTestMutation,
} = injectedRtkApi;
