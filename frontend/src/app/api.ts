import { generatedApi, type ClientResponseDto, type ImportClientsResponseDto, type MeasurementResponseDto } from '@coachcore/api-client';

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
  // Three calls the generator cannot express: the list's query parameters and X-Total-Count header are not
  // in the OpenAPI operation, the CSV import is multipart, and measurement values are sent as typed text.
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
    clientHealthRecordMeasurement: build.mutation<MeasurementResponseDto, { id: string; values: MeasurementFormBody }>({
      query: ({ id, values }) => ({ url: `/api/clients/${id}/measurements`, method: 'POST', body: values }),
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

/** The measurement form as sent: numbers as the typed text (the server parses them), blank as null. */
export type MeasurementFormBody = Partial<
  Record<'weight' | 'bodyFat' | 'muscleMass' | 'chest' | 'waist' | 'hips' | 'arms' | 'thighs' | 'notes', string | null>
>;

export const {
  useAdminProfileUpdateMutation,
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useClientHealthGetHealthProfileQuery,
  useClientHealthListMeasurementsQuery,
  useClientHealthListWellnessQuery,
  useClientHealthRecordMeasurementMutation,
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
