import { generatedClientPaymentsApi } from '@coachcore/api-client/client-payments';
import { LIST, paged } from '../../lib/api';

/** The business's client payments: a refund refetches the list (and the dashboard's revenue). */
export const clientPaymentsApi = paged(generatedClientPaymentsApi).enhanceEndpoints({
  addTagTypes: ['clientPaymentsAdmin', 'dashboard'],
  endpoints: {
    clientPaymentsList: { providesTags: [{ type: 'clientPaymentsAdmin', id: LIST }] },
    clientPaymentsRefund: { invalidatesTags: [{ type: 'clientPaymentsAdmin', id: LIST }, 'dashboard'] },
  },
});

export const { useClientPaymentsListQuery, useClientPaymentsRefundMutation } = clientPaymentsApi;
