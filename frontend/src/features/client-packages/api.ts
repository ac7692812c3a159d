import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { LIST, paged } from '../../lib/api';

/**
 * The signed-in client's packages to buy and payments (receipts). A purchase refetches the receipts; the payment's
 * outcome arrives through the provider's webhook, so the page asks again after the card form answers.
 */
export const clientPackagesApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientPayments'],
  endpoints: {
    clientPortalPaymentsPackages: { providesTags: ['clientPayments'] },
    clientPortalPaymentsReceipts: { providesTags: [{ type: 'clientPayments', id: LIST }] },
    clientPortalPaymentsPurchase: { invalidatesTags: [{ type: 'clientPayments', id: LIST }] },
  },
});

export const {
  useClientPortalPaymentsPackagesQuery,
  useClientPortalPaymentsReceiptsQuery,
  useClientPortalPaymentsPurchaseMutation,
  useClientPortalPaymentsCancelAtPeriodEndMutation,
  useClientPortalPaymentsResumeMutation,
  useClientPortalSubscriptionsActiveQuery,
} = clientPackagesApi;
