import { generatedApi, type ClientResponseDto, type ImportClientsResponseDto } from '@coachcore/api-client';

/**
 * Cache tags on top of the generated endpoints (the generated file is never edited).
 * The current user is provided under both 'auth' and 'user', so a profile save or completed
 * onboarding refetches it.
 */
export const api = generatedApi.enhanceEndpoints({
  endpoints: {
    authMe: { providesTags: ['auth', 'user'] },
    // Logout empties the whole cache itself; refetching the user first would race the move to /login.
    authLogout: { invalidatesTags: [] },
    // Client and goal writes change the dashboard's figures and activity too.
    clientsCreate: { invalidatesTags: ['clients', 'dashboard'] },
    clientsUpdate: { invalidatesTags: ['clients', 'dashboard'] },
    clientsRemove: { invalidatesTags: ['clients', 'goals', 'dashboard'] },
    clientsDeactivate: { invalidatesTags: ['clients', 'dashboard'] },
    clientsReactivate: { invalidatesTags: ['clients', 'dashboard'] },
    clientHealthAddMeasurement: { invalidatesTags: ['clients', 'dashboard'] },
    goalsCreate: { invalidatesTags: ['goals', 'dashboard'] },
    goalsUpdate: { invalidatesTags: ['goals', 'dashboard'] },
    goalsRemove: { invalidatesTags: ['goals', 'dashboard'] },
  },
}).injectEndpoints({
  // Two calls the generated hooks cannot express: the list's total travels in the X-Total-Count header (the
  // generated query returns only the body), and the CSV import is a multipart upload.
  endpoints: (build) => ({
    clientsSearch: build.query<ClientsPage, ClientsSearchArg>({
      query: ({ search, isActive, page = 1, limit }) => ({
        url: '/api/clients',
        params: { ...(search ? { search } : {}), ...(isActive === undefined ? {} : { isActive: String(isActive) }), page, ...(limit ? { limit } : {}) },
      }),
      transformResponse: (clients: ClientResponseDto[], meta) => ({
        clients,
        total: Number(meta?.response?.headers.get('X-Total-Count') ?? clients.length),
      }),
      providesTags: ['clients'],
    }),
    clientsImportCsv: build.mutation<ImportClientsResponseDto, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: '/api/clients/import', method: 'POST', body };
      },
      invalidatesTags: ['clients', 'dashboard'],
    }),
  }),
});

export interface ClientsSearchArg {
  search?: string;
  isActive?: boolean;
  /** 1-based. */
  page?: number;
  limit?: number;
}

export interface ClientsPage {
  clients: ClientResponseDto[];
  /** Clients matching the filters before paging (X-Total-Count). */
  total: number;
}

export const {
  useAdminProfileUpdateMutation,
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useClientHealthGetHealthProfileQuery,
  useClientHealthListMeasurementsQuery,
  useClientHealthListWellnessQuery,
  useClientHealthAddMeasurementMutation,
  useClientHealthSaveHealthProfileMutation,
  useClientsCreateMutation,
  useClientsDeactivateMutation,
  useClientsGetQuery,
  useClientsImportCsvMutation,
  useClientsListQuery,
  useClientsReactivateMutation,
  useClientsRemoveMutation,
  useClientsSearchQuery,
  useClientsUpdateMutation,
  useDashboardActivityQuery,
  useDashboardMessagesQuery,
  useDashboardStatsQuery,
  useGoalsCreateMutation,
  useGoalsListForClientQuery,
  useGoalsRemoveMutation,
  useGoalsUpdateMutation,
  useUsersCompleteOnboardingMutation,
  useUsersUpdateProfileMutation,
} = api;
