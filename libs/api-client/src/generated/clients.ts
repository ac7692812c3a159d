import { baseApi as api } from '../base-api';
export const addTagTypes = ['clients'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientsList: build.query<ClientsListApiResponse, ClientsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
            isActive: queryArg.isActive,
          },
        }),
        providesTags: ['clients'],
      }),
      clientsCreate: build.mutation<ClientsCreateApiResponse, ClientsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/clients`, method: 'POST', body: queryArg.createClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsExport: build.query<ClientsExportApiResponse, ClientsExportApiArg>({
        query: () => ({ url: `/api/clients/export` }),
        providesTags: ['clients'],
      }),
      clientsImport: build.mutation<ClientsImportApiResponse, ClientsImportApiArg>({
        query: (queryArg) => ({ url: `/api/clients/import`, method: 'POST', body: queryArg.importClientsDto }),
        invalidatesTags: ['clients'],
      }),
      clientsRemove: build.mutation<ClientsRemoveApiResponse, ClientsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['clients'],
      }),
      clientsGet: build.query<ClientsGetApiResponse, ClientsGetApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}` }),
        providesTags: ['clients'],
      }),
      clientsUpdate: build.mutation<ClientsUpdateApiResponse, ClientsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}`, method: 'PATCH', body: queryArg.updateClientDto }),
        invalidatesTags: ['clients'],
      }),
      clientsDeactivate: build.mutation<ClientsDeactivateApiResponse, ClientsDeactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/deactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      clientHealthGetHealthProfile: build.query<ClientHealthGetHealthProfileApiResponse, ClientHealthGetHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile` }),
        providesTags: ['clients'],
      }),
      clientHealthSaveHealthProfile: build.mutation<ClientHealthSaveHealthProfileApiResponse, ClientHealthSaveHealthProfileApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/health-profile`, method: 'POST', body: queryArg.healthProfileDto }),
        invalidatesTags: ['clients'],
      }),
      clientInvitationsInvite: build.mutation<ClientInvitationsInviteApiResponse, ClientInvitationsInviteApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/invite`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      clientHealthListMeasurements: build.query<ClientHealthListMeasurementsApiResponse, ClientHealthListMeasurementsApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/measurements`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddMeasurement: build.mutation<ClientHealthAddMeasurementApiResponse, ClientHealthAddMeasurementApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/measurements`, method: 'POST', body: queryArg.createMeasurementDto }),
        invalidatesTags: ['clients'],
      }),
      clientsReactivate: build.mutation<ClientsReactivateApiResponse, ClientsReactivateApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/reactivate`, method: 'POST' }),
        invalidatesTags: ['clients'],
      }),
      clientHealthListWellness: build.query<ClientHealthListWellnessApiResponse, ClientHealthListWellnessApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/wellness`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['clients'],
      }),
      clientHealthAddWellness: build.mutation<ClientHealthAddWellnessApiResponse, ClientHealthAddWellnessApiArg>({
        query: (queryArg) => ({ url: `/api/clients/${queryArg.id}/wellness`, method: 'POST', body: queryArg.createWellnessLogDto }),
        invalidatesTags: ['clients'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedClientsApi };
export type ClientsListApiResponse = /** status 200 The page of clients, newest first */ ClientResponseDto[];
export type ClientsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the full name or the e-mail, case-insensitively. */
  search?: string;
  isActive?: boolean;
};
export type ClientsCreateApiResponse = /** status 201 The new client */ ClientResponseDto;
export type ClientsCreateApiArg = {
  createClientDto: CreateClientDto;
};
export type ClientsExportApiResponse = /** status 200 The CSV file (clients.csv) */ string;
export type ClientsExportApiArg = void;
export type ClientsImportApiResponse = /** status 200 What was read, created and refused, row by row */ ImportClientsResponseDto;
export type ClientsImportApiArg = {
  importClientsDto: ImportClientsDto;
};
export type ClientsRemoveApiResponse = unknown;
export type ClientsRemoveApiArg = {
  id: string;
};
export type ClientsGetApiResponse = /** status 200 The client */ ClientResponseDto;
export type ClientsGetApiArg = {
  id: string;
};
export type ClientsUpdateApiResponse = /** status 200 The updated client */ ClientResponseDto;
export type ClientsUpdateApiArg = {
  id: string;
  updateClientDto: UpdateClientDto;
};
export type ClientsDeactivateApiResponse = /** status 200 The client, inactive */ ClientResponseDto;
export type ClientsDeactivateApiArg = {
  id: string;
};
export type ClientHealthGetHealthProfileApiResponse = /** status 200 The health profile (empty until first saved) */ HealthProfileResponseDto;
export type ClientHealthGetHealthProfileApiArg = {
  id: string;
};
export type ClientHealthSaveHealthProfileApiResponse = /** status 201 The saved health profile */ HealthProfileResponseDto;
export type ClientHealthSaveHealthProfileApiArg = {
  id: string;
  healthProfileDto: HealthProfileDto;
};
export type ClientInvitationsInviteApiResponse = /** status 201 The invitation sent */ ClientInvitationResponseDto;
export type ClientInvitationsInviteApiArg = {
  id: string;
};
export type ClientHealthListMeasurementsApiResponse = /** status 200 The page of measurements, newest first */ MeasurementResponseDto[];
export type ClientHealthListMeasurementsApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddMeasurementApiResponse = /** status 201 The recorded measurement */ MeasurementResponseDto;
export type ClientHealthAddMeasurementApiArg = {
  id: string;
  createMeasurementDto: CreateMeasurementDto;
};
export type ClientsReactivateApiResponse = /** status 200 The client, active */ ClientResponseDto;
export type ClientsReactivateApiArg = {
  id: string;
};
export type ClientHealthListWellnessApiResponse = /** status 200 The page of check-ins, newest day first */ WellnessLogResponseDto[];
export type ClientHealthListWellnessApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type ClientHealthAddWellnessApiResponse = /** status 201 The recorded check-in */ WellnessLogResponseDto;
export type ClientHealthAddWellnessApiArg = {
  id: string;
  createWellnessLogDto: CreateWellnessLogDto;
};
export type FitnessGoal = 'weight_loss' | 'muscle_building' | 'general_fitness' | 'athletic_performance';
export type ClientInvitationState = 'not_invited' | 'invited' | 'linked';
export type ClientInvitationStateDto = {
  /** When the pending invitation's link stops working; null unless invited. */
  expiresAt: string | null;
  /** When the pending invitation was sent; null unless invited. */
  sentAt: string | null;
  status: ClientInvitationState;
};
export type ClientResponseDto = {
  activityLevel: string | null;
  age: number | null;
  /** The business (coach) the client belongs to. */
  coachId: string;
  createdAt: string;
  currentWeight: number | null;
  email: string;
  firstName: string;
  fitnessGoal: FitnessGoal | null;
  height: number | null;
  id: string;
  invitation: ClientInvitationStateDto;
  isActive: boolean;
  lastName: string;
  /** When the client last completed a workout. */
  lastWorkout: string | null;
  /** The lead-management contact the client came from (lead webhooks). */
  leadDecContactId: string | null;
  notes: string | null;
  onboardingCompleted: boolean;
  onboardingCompletedAt: string | null;
  phone: string | null;
  source: string | null;
  targetWeight: number | null;
  updatedAt: string;
  /** The client's own sign-in, when they have one. */
  userId: string | null;
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
export type CreateClientDto = {
  /** Ignored: the business always comes from the session. */
  coachId?: string;
  email: string;
  firstName: string;
  fitnessGoal?: FitnessGoal | null;
  lastName: string;
  phone?: string | null;
};
export type ImportRowErrorDto = {
  message: string;
  /** Line number in the file (the header is line 1). */
  row: number;
};
export type ImportClientsResponseDto = {
  /** Clients created. */
  created: number;
  errors: ImportRowErrorDto[];
  /** Rows refused (see errors). */
  failed: number;
  /** Data rows read. */
  total: number;
};
export type ImportClientsDto = {
  file: Blob;
};
export type ActivityLevel = 'sedentary' | 'lightly_active' | 'moderately_active' | 'very_active';
export type UpdateClientDto = {
  activityLevel?: ActivityLevel | null;
  age?: number | null;
  /** lbs */
  currentWeight?: number | null;
  email?: string;
  firstName?: string;
  fitnessGoal?: FitnessGoal | null;
  /** inches */
  height?: number | null;
  lastName?: string;
  notes?: string | null;
  phone?: string | null;
  /** lbs */
  targetWeight?: number | null;
};
export type EmergencyContactResponseDto = {
  name: string | null;
  phone: string | null;
  relationship: string | null;
};
export type FitnessExperience = 'beginner' | 'intermediate' | 'advanced';
export type HealthProfileResponseDto = {
  activityLevel: ActivityLevel | null;
  allergies: string[];
  availableEquipment: string[];
  clientId: string;
  emergencyContact: EmergencyContactResponseDto | null;
  fitnessExperience: FitnessExperience | null;
  /** null until the first save. */
  id: string | null;
  injuries: string[];
  /** When the profile was last saved; null until the first save. */
  lastUpdated: string | null;
  medicalConditions: string[];
  medications: string[];
  preferredWorkoutTypes: string[];
  primaryGoals: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency: number | null;
};
export type EmergencyContactDto = {
  name?: string | null;
  phone?: string | null;
  relationship?: string | null;
};
export type HealthProfileDto = {
  activityLevel?: ActivityLevel | null;
  allergies?: string[];
  availableEquipment?: string[];
  emergencyContact?: EmergencyContactDto | null;
  fitnessExperience?: FitnessExperience | null;
  injuries?: string[];
  medicalConditions?: string[];
  medications?: string[];
  preferredWorkoutTypes?: string[];
  primaryGoals?: string[];
  /** Workouts per week, 0–7. */
  workoutFrequency?: number | null;
};
export type InvitationStatus = 'pending' | 'accepted' | 'revoked';
export type ClientInvitationResponseDto = {
  /** Where the invitation was sent. */
  email: string;
  /** The link stops working after this moment (7 days after sending). */
  expiresAt: string;
  /** When the invitation was sent. */
  sentAt: string;
  status: InvitationStatus;
};
export type MeasurementResponseDto = {
  arms: number | null;
  bodyFat: number | null;
  calves: number | null;
  chest: number | null;
  clientId: string;
  /** When the measurement was recorded. */
  createdAt: string;
  forearms: number | null;
  hips: number | null;
  id: string;
  muscleMass: number | null;
  neck: number | null;
  notes: string | null;
  shoulders: number | null;
  thighs: number | null;
  waist: number | null;
  weight: number | null;
};
export type CreateMeasurementDto = {
  arms?: ((number | null) | (string | null)) | null;
  /** % */
  bodyFat?: ((number | null) | (string | null)) | null;
  calves?: ((number | null) | (string | null)) | null;
  /** inches */
  chest?: ((number | null) | (string | null)) | null;
  forearms?: ((number | null) | (string | null)) | null;
  hips?: ((number | null) | (string | null)) | null;
  /** lbs */
  muscleMass?: ((number | null) | (string | null)) | null;
  neck?: ((number | null) | (string | null)) | null;
  notes?: string | null;
  shoulders?: ((number | null) | (string | null)) | null;
  thighs?: ((number | null) | (string | null)) | null;
  waist?: ((number | null) | (string | null)) | null;
  /** lbs. */
  weight?: ((number | null) | (string | null)) | null;
};
export type WellnessLogResponseDto = {
  clientId: string;
  /** When the check-in was recorded. */
  createdAt: string;
  /** The day of the check-in. */
  date: string;
  /** 1–10 */
  energyLevel: number | null;
  id: string;
  /** 1–10 */
  mood: number | null;
  notes: string | null;
  sleepHours: number | null;
  /** 1–10 */
  sleepQuality: number | null;
  steps: number | null;
  /** 1–10 */
  stressLevel: number | null;
  /** Litres. */
  waterIntake: number | null;
};
export type CreateWellnessLogDto = {
  /** Day of the check-in (YYYY-MM-DD); today when left out. */
  date?: string;
  energyLevel?: number | null;
  mood?: number | null;
  notes?: string | null;
  sleepHours?: number | null;
  sleepQuality?: number | null;
  steps?: number | null;
  stressLevel?: number | null;
  /** Litres. */
  waterIntake?: number | null;
};
export const {
  useClientsListQuery,
  useClientsCreateMutation,
  useClientsExportQuery,
  useClientsImportMutation,
  useClientsRemoveMutation,
  useClientsGetQuery,
  useClientsUpdateMutation,
  useClientsDeactivateMutation,
  useClientHealthGetHealthProfileQuery,
  useClientHealthSaveHealthProfileMutation,
  useClientInvitationsInviteMutation,
  useClientHealthListMeasurementsQuery,
  useClientHealthAddMeasurementMutation,
  useClientsReactivateMutation,
  useClientHealthListWellnessQuery,
  useClientHealthAddWellnessMutation,
} = injectedRtkApi;
