import { generatedSupportApi } from '@coachcore/api-client/support';
import { LIST, paged } from '../../lib/api';

/** Cache tags of the business's support requests: opening one or replying refetches the list and that ticket. */
export const supportApi = paged(generatedSupportApi).enhanceEndpoints({
  addTagTypes: ['supportTickets'],
  endpoints: {
    supportList: { providesTags: [{ type: 'supportTickets', id: LIST }] },
    supportGet: { providesTags: (_ticket, _error, { id }) => [{ type: 'supportTickets', id }] },
    supportOpen: { invalidatesTags: [{ type: 'supportTickets', id: LIST }] },
    supportReply: {
      invalidatesTags: (_ticket, _error, { id }) => [
        { type: 'supportTickets', id: LIST },
        { type: 'supportTickets', id },
      ],
    },
  },
});

export const { useSupportListQuery, useSupportGetQuery, useSupportOpenMutation, useSupportReplyMutation } = supportApi;
