import { baseApi as api } from '../base-api';
export const addTagTypes = ['client-payments'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientPaymentsList: build.query<ClientPaymentsListApiResponse, ClientPaymentsListApiArg>({
        query: (queryArg) => ({
          url: `/api/client-payments`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            clientId: queryArg.clientId,
          },
        }),
        providesTags: ['client-payments'],
      }),
      clientPaymentsRefund: build.mutation<ClientPaymentsRefundApiResponse, ClientPaymentsRefundApiArg>({
        query: (queryArg) => ({ url: `/api/client-payments/${queryArg.id}/refund`, method: 'POST', body: queryArg.refundPaymentDto }),
        invalidatesTags: ['client-payments'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedClientPaymentsApi };
export type ClientPaymentsListApiResponse = /** status 200 The page of payments, newest first */ ClientPaymentResponseDto[];
export type ClientPaymentsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** One client's payments only. */
  clientId?: string;
};
export type ClientPaymentsRefundApiResponse = /** status 200 The payment with its refunds */ ClientPaymentResponseDto;
export type ClientPaymentsRefundApiArg = {
  id: string;
  refundPaymentDto: RefundPaymentDto;
};
export type ClientPaymentType = 'package' | 'group_session';
export type ClientPaymentRefundDto = {
  amount: number;
  createdAt: string;
  id: string;
};
export type ClientPaymentStatus = 'pending' | 'paid' | 'failed' | 'partially_refunded' | 'refunded';
export type ClientPaymentResponseDto = {
  /** Charged (USD), after the coupon. */
  amount: number;
  amountRefunded: number;
  /** The platform's 5 % of `amount`. */
  applicationFee: number;
  /** A group session's payment: the seat (participant) it paid for. */
  bookingId: string | null;
  /** Null once the client was deleted (the payment stays in the coach's revenue). */
  clientId: string | null;
  /** The client's name (the coach's lists); 'Deleted client' once the client is gone. */
  clientName: string;
  couponCode: string | null;
  createdAt: string;
  currency: string;
  /** What was paid for: the package's or the group session's name. */
  description: string;
  discountAmount: number;
  failureReason: string | null;
  id: string;
  /** The price before the coupon. */
  originalAmount: number;
  packageId: string | null;
  /** The package's name, or null once the package was deleted. */
  packageName: string | null;
  paidAt: string | null;
  paymentType: ClientPaymentType;
  /** What can still be refunded. */
  refundable: number;
  refunds: ClientPaymentRefundDto[];
  status: ClientPaymentStatus;
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
export type RefundPaymentDto = {
  amount?: number | null;
};
export const { useClientPaymentsListQuery, useClientPaymentsRefundMutation } = injectedRtkApi;
