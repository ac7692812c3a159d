import { generatedPackagesApi } from '@coachcore/api-client/packages';
import { generatedStripeConnectApi } from '@coachcore/api-client/stripe-connect';
import { LIST, paged } from '../../lib/api';

/**
 * Cache tags of coaching packages: the list provides each package's id, so an edit refetches the lists that show it,
 * and a created or deleted one refetches the list. The list answers a page (`{ items, total, page, limit }`): it is
 * one of the offset lists of the API root (src/lib/api/api.ts). Assignments change a package's `activeClients`: the
 * client profile's writes invalidate the 'packages' list too.
 */
export const packagesApi = paged(generatedPackagesApi).enhanceEndpoints({
  addTagTypes: ['packages'],
  endpoints: {
    packagesList: {
      providesTags: (page) => [{ type: 'packages', id: LIST }, ...(page?.items ?? []).map((item) => ({ type: 'packages' as const, id: item.id }))],
    },
    packagesGet: { providesTags: (_result, _error, { id }) => [{ type: 'packages', id }] },
    packagesCreate: { invalidatesTags: [{ type: 'packages', id: LIST }] },
    packagesUpdate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'packages', id }] },
    packagesDeactivate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'packages', id }] },
    packagesReactivate: { invalidatesTags: (_result, _error, { id }) => [{ type: 'packages', id }] },
    packagesRemove: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'packages', id },
        { type: 'packages', id: LIST },
      ],
    },
  },
});

export const {
  usePackagesCreateMutation,
  usePackagesDeactivateMutation,
  usePackagesListQuery,
  usePackagesReactivateMutation,
  usePackagesRemoveMutation,
  usePackagesUpdateMutation,
} = packagesApi;

/** Whether the payments account can take payments yet (GET /api/stripe-connect/account-status): until then the coach cannot sell. */
export const { useStripeConnectStatusQuery } = paged(generatedStripeConnectApi);
