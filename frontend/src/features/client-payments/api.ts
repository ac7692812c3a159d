import { api, LIST } from '../../lib/api';

/** The business's client payments: a refund refetches the list (and the dashboard's revenue). */
export const clientPaymentsApi = api.enhanceEndpoints<'clientPaymentsAdmin' | 'dashboard'>({
  addTagTypes: ['clientPaymentsAdmin'],
  endpoints: {
    clientPaymentsList: { providesTags: [{ type: 'clientPaymentsAdmin', id: LIST }] },
    clientPaymentsRefund: { invalidatesTags: [{ type: 'clientPaymentsAdmin', id: LIST }, 'dashboard'] },
  },
});

export const { useClientPaymentsListQuery, useClientPaymentsRefundMutation } = clientPaymentsApi;
