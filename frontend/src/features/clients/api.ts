import { generatedClientsApi, type ImportClientsResponseDto } from '@coachcore/api-client/clients';
import { LIST, paged, uploadRequest } from '../../lib/api';

/**
 * Cache tags of the clients endpoints. Lists provide their rows' ids as well, so a write that touches one client
 * refetches only the lists showing it and that client's record. Client writes change the dashboard's figures too.
 */
export const clientsApi = paged(generatedClientsApi)
  .enhanceEndpoints({
    addTagTypes: ['goals', 'dashboard'],
    endpoints: {
      clientsList: {
        providesTags: (page) => [{ type: 'clients', id: LIST }, ...(page?.items ?? []).map((client) => ({ type: 'clients' as const, id: client.id }))],
      },
      clientsGet: { providesTags: (_client, _error, { id }) => [{ type: 'clients', id }] },
      clientsCreate: { invalidatesTags: [{ type: 'clients', id: LIST }, 'dashboard'] },
      // Names and the active flag decide what a search or filter matches, so the lists refetch too.
      clientsUpdate: { invalidatesTags: (_client, _error, { id }) => [{ type: 'clients', id }, { type: 'clients', id: LIST }, 'dashboard'] },
      clientsDeactivate: { invalidatesTags: (_client, _error, { id }) => [{ type: 'clients', id }, { type: 'clients', id: LIST }, 'dashboard'] },
      clientsReactivate: { invalidatesTags: (_client, _error, { id }) => [{ type: 'clients', id }, { type: 'clients', id: LIST }, 'dashboard'] },
      // The card and the profile show the invitation's state.
      clientInvitationsInvite: { invalidatesTags: (_sent, _error, { id }) => [{ type: 'clients', id }] },
      // A removed client takes their goals with them.
      clientsRemove: { invalidatesTags: (_result, _error, { id }) => [{ type: 'clients', id }, { type: 'clients', id: LIST }, 'goals', 'dashboard'] },
    },
  })
  .injectEndpoints({
    // The CSV import is a multipart upload, which the generated hook cannot send.
    endpoints: (build) => ({
      clientsImportCsv: build.mutation<ImportClientsResponseDto, File>({
        query: (file) => uploadRequest('/api/clients/import', file),
        invalidatesTags: [{ type: 'clients', id: LIST }, 'dashboard'],
      }),
    }),
  });

export const {
  useClientsCreateMutation,
  useClientsDeactivateMutation,
  useClientsImportCsvMutation,
  useClientsListQuery,
  useClientsReactivateMutation,
  useClientsRemoveMutation,
  useClientsUpdateMutation,
} = clientsApi;
