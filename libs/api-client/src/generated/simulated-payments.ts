import { baseApi as api } from '../base-api';
export const addTagTypes = ['simulated-payments'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      simulatedPaymentsAuthenticate: build.mutation<SimulatedPaymentsAuthenticateApiResponse, SimulatedPaymentsAuthenticateApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/authenticate`, method: 'POST', body: queryArg.simulatedAuthenticateDto }),
        invalidatesTags: ['simulated-payments'],
      }),
      simulatedPaymentsConfirm: build.mutation<SimulatedPaymentsConfirmApiResponse, SimulatedPaymentsConfirmApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/confirm`, method: 'POST', body: queryArg.simulatedConfirmDto }),
        invalidatesTags: ['simulated-payments'],
      }),
      simulatedPaymentsRenew: build.mutation<SimulatedPaymentsRenewApiResponse, SimulatedPaymentsRenewApiArg>({
        query: (queryArg) => ({ url: `/api/payments/simulated/renew`, method: 'POST', body: queryArg.simulatedRenewDto }),
        invalidatesTags: ['simulated-payments'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedSimulatedPaymentsApi };
export type SimulatedPaymentsAuthenticateApiResponse =
  /** status 200 The payment intent, and the error if authentication failed */ SimulatedConfirmationResponseDto;
export type SimulatedPaymentsAuthenticateApiArg = {
  simulatedAuthenticateDto: SimulatedAuthenticateDto;
};
export type SimulatedPaymentsConfirmApiResponse = /** status 200 The payment intent, and the card error if it failed */ SimulatedConfirmationResponseDto;
export type SimulatedPaymentsConfirmApiArg = {
  simulatedConfirmDto: SimulatedConfirmDto;
};
export type SimulatedPaymentsRenewApiResponse = /** status 200 The renewal invoice */ SimulatedRenewalResponseDto;
export type SimulatedPaymentsRenewApiArg = {
  simulatedRenewDto: SimulatedRenewDto;
};
export type SimulatedPaymentErrorDto = {
  code: string;
  /** The provider's message, shown with 'Payment Failed'. */
  message: string;
  type: string;
};
export type SimulatedPaymentIntentDto = {
  /** The payment intent's id (pi_...), or the setup intent's (seti_...) when a card is saved. */
  id: string;
  /** succeeded, requires_action (3D Secure to complete), requires_payment_method (declined) */
  status: string;
};
export type SimulatedConfirmationResponseDto = {
  error: SimulatedPaymentErrorDto | null;
  paymentIntent: SimulatedPaymentIntentDto;
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
export type SimulatedAuthenticateDto = {
  clientSecret: string;
  /** Complete or fail the 3D Secure step. */
  complete: true | false;
};
export type SimulatedCardDto = {
  cvc: string;
  expMonth: number;
  expYear: number;
  number: string;
};
export type SimulatedConfirmDto = {
  card: SimulatedCardDto;
  clientSecret: string;
};
export type SimulatedRenewalResponseDto = {
  /** The renewal invoice (in_...); null when the subscription was set to cancel at the period's end and ended instead. */
  invoiceId: string | null;
};
export type SimulatedRenewDto = {
  /** A recurring coaching package's subscription (a client_subscriptions id) instead of the business's own platform
    subscription: one of the business's clients' (the business), or the signed-in client's own. */
  clientSubscriptionId?: string;
  /** Decline the renewal's charge (as a declined card would), making the subscription past due. */
  decline: true | false;
};
export const { useSimulatedPaymentsAuthenticateMutation, useSimulatedPaymentsConfirmMutation, useSimulatedPaymentsRenewMutation } = injectedRtkApi;
