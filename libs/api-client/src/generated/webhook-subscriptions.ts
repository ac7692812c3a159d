import { baseApi as api } from '../base-api';
export const addTagTypes = ['webhook-subscriptions'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      webhooksList: build.query<WebhooksListApiResponse, WebhooksListApiArg>({
        query: () => ({ url: `/api/webhook-subscriptions` }),
        providesTags: ['webhook-subscriptions'],
      }),
      webhooksCreate: build.mutation<WebhooksCreateApiResponse, WebhooksCreateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions`, method: 'POST', body: queryArg.createWebhookSubscriptionDto }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksRemove: build.mutation<WebhooksRemoveApiResponse, WebhooksRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksUpdate: build.mutation<WebhooksUpdateApiResponse, WebhooksUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWebhookSubscriptionDto }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksDeliveries: build.query<WebhooksDeliveriesApiResponse, WebhooksDeliveriesApiArg>({
        query: (queryArg) => ({
          url: `/api/webhook-subscriptions/${queryArg.id}/deliveries`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['webhook-subscriptions'],
      }),
      webhooksReplay: build.mutation<WebhooksReplayApiResponse, WebhooksReplayApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}/deliveries/${queryArg.deliveryId}/replay`, method: 'POST' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
      webhooksRotate: build.mutation<WebhooksRotateApiResponse, WebhooksRotateApiArg>({
        query: (queryArg) => ({ url: `/api/webhook-subscriptions/${queryArg.id}/secret`, method: 'POST' }),
        invalidatesTags: ['webhook-subscriptions'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedWebhookSubscriptionsApi };
export type WebhooksListApiResponse = /** status 200 The webhooks */ WebhookSubscriptionResponseDto[];
export type WebhooksListApiArg = void;
export type WebhooksCreateApiResponse = /** status 201 The webhook with its secret */ WebhookSubscriptionWithSecretDto;
export type WebhooksCreateApiArg = {
  createWebhookSubscriptionDto: CreateWebhookSubscriptionDto;
};
export type WebhooksRemoveApiResponse = unknown;
export type WebhooksRemoveApiArg = {
  id: string;
};
export type WebhooksUpdateApiResponse = /** status 200 The updated webhook */ WebhookSubscriptionResponseDto;
export type WebhooksUpdateApiArg = {
  id: string;
  updateWebhookSubscriptionDto: UpdateWebhookSubscriptionDto;
};
export type WebhooksDeliveriesApiResponse = /** status 200 The page of deliveries, newest first */ WebhookDeliveryResponseDto[];
export type WebhooksDeliveriesApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type WebhooksReplayApiResponse = /** status 201 The new delivery, queued */ WebhookDeliveryResponseDto;
export type WebhooksReplayApiArg = {
  id: string;
  deliveryId: string;
};
export type WebhooksRotateApiResponse = /** status 200 The webhook with its new secret */ WebhookSubscriptionWithSecretDto;
export type WebhooksRotateApiArg = {
  id: string;
};
export type WebhookEventType =
  | 'client_signup'
  | 'client_deleted'
  | 'client_onboarding_completed'
  | 'lead_synced'
  | 'form_submitted'
  | 'workout_assigned'
  | 'workout_completed'
  | 'missed_workout'
  | 'goal_achieved'
  | 'measurement_logged'
  | 'progress_photo_uploaded'
  | 'appointment_booked'
  | 'meeting_rescheduled'
  | 'meeting_completed'
  | 'meeting_cancelled'
  | 'meeting_no_show'
  | 'session_feedback_submitted'
  | 'payment_received'
  | 'payment_failed'
  | 'client_payment_refunded'
  | 'package_assigned'
  | 'package_subscription_ended'
  | 'subscription_ending';
export type WebhookSubscriptionResponseDto = {
  createdAt: string;
  eventTypes: WebhookEventType[];
  id: string;
  isActive: boolean;
  updatedAt: string;
  url: string;
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
export type WebhookSubscriptionWithSecretDto = {
  createdAt: string;
  eventTypes: WebhookEventType[];
  id: string;
  isActive: boolean;
  /** Signs every delivery (HMAC-SHA256 of "<timestamp>.<raw body>"): shown this once, keep it in the receiver. */
  secret: string;
  updatedAt: string;
  url: string;
};
export type CreateWebhookSubscriptionDto = {
  /** The events sent to it (at least one). */
  eventTypes: WebhookEventType[];
  isActive?: boolean;
  /** An https:// address (http://localhost or 127.0.0.1 outside production). */
  url: string;
};
export type UpdateWebhookSubscriptionDto = {
  /** The events sent to it (at least one). */
  eventTypes?: WebhookEventType[];
  isActive?: boolean;
  /** An https:// address (http://localhost or 127.0.0.1 outside production). */
  url?: string;
};
export type WebhookDeliveryStatus = 'pending' | 'sending' | 'succeeded' | 'failed';
export type WebhookDeliveryResponseDto = {
  attempts: number;
  /** The JSON body sent. */
  body: {
    [key: string]: any;
  };
  createdAt: string;
  deliveredAt: string | null;
  durationMs: number | null;
  errorMessage: string | null;
  /** The event's id (sent as X-CoachCore-Event-Id; a replay has its original's). */
  eventId: string;
  eventType: WebhookEventType;
  id: string;
  lastAttemptAt: string | null;
  /** The delivery this one replays. */
  replayOf: string | null;
  /** The start of its answer (at most 1000 characters). */
  responseBody: string | null;
  /** The endpoint's HTTP status (null when it did not answer). */
  responseStatus: number | null;
  /** pending (waiting for its first attempt or a retry), sending, succeeded or failed (its attempts ran out). */
  status: WebhookDeliveryStatus;
  subscriptionId: string;
};
export const {
  useWebhooksListQuery,
  useWebhooksCreateMutation,
  useWebhooksRemoveMutation,
  useWebhooksUpdateMutation,
  useWebhooksDeliveriesQuery,
  useWebhooksReplayMutation,
  useWebhooksRotateMutation,
} = injectedRtkApi;
