import { baseApi as api } from '../base-api';
export const addTagTypes = ['staff'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      staffList: build.query<StaffListApiResponse, StaffListApiArg>({
        query: (queryArg) => ({
          url: `/api/staff`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['staff'],
      }),
      staffInvite: build.mutation<StaffInviteApiResponse, StaffInviteApiArg>({
        query: (queryArg) => ({ url: `/api/staff/invite`, method: 'POST', body: queryArg.inviteStaffDto }),
        invalidatesTags: ['staff'],
      }),
      ownStaffGet: build.query<OwnStaffGetApiResponse, OwnStaffGetApiArg>({
        query: () => ({ url: `/api/staff/me` }),
        providesTags: ['staff'],
      }),
      staffSummary: build.query<StaffSummaryApiResponse, StaffSummaryApiArg>({
        query: () => ({ url: `/api/staff/summary` }),
        providesTags: ['staff'],
      }),
      staffTwoFactorPolicyGet: build.query<StaffTwoFactorPolicyGetApiResponse, StaffTwoFactorPolicyGetApiArg>({
        query: () => ({ url: `/api/staff/two-factor-policy` }),
        providesTags: ['staff'],
      }),
      staffTwoFactorPolicySet: build.mutation<StaffTwoFactorPolicySetApiResponse, StaffTwoFactorPolicySetApiArg>({
        query: (queryArg) => ({ url: `/api/staff/two-factor-policy`, method: 'PUT', body: queryArg.staffTwoFactorPolicyDto }),
        invalidatesTags: ['staff'],
      }),
      staffRemove: build.mutation<StaffRemoveApiResponse, StaffRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffAssignedClients: build.query<StaffAssignedClientsApiResponse, StaffAssignedClientsApiArg>({
        query: (queryArg) => ({
          url: `/api/staff/${queryArg.id}/clients`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['staff'],
      }),
      staffUnassignClient: build.mutation<StaffUnassignClientApiResponse, StaffUnassignClientApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/clients/${queryArg.clientId}`, method: 'DELETE' }),
        invalidatesTags: ['staff'],
      }),
      staffAssignClient: build.mutation<StaffAssignClientApiResponse, StaffAssignClientApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/clients/${queryArg.clientId}`, method: 'PUT', body: queryArg.assignStaffClientDto }),
        invalidatesTags: ['staff'],
      }),
      staffUpdatePermissions: build.mutation<StaffUpdatePermissionsApiResponse, StaffUpdatePermissionsApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/permissions`, method: 'PATCH', body: queryArg.updateStaffPermissionsDto }),
        invalidatesTags: ['staff'],
      }),
      staffResetTwoFactor: build.mutation<StaffResetTwoFactorApiResponse, StaffResetTwoFactorApiArg>({
        query: (queryArg) => ({ url: `/api/staff/${queryArg.id}/two-factor/reset`, method: 'POST' }),
        invalidatesTags: ['staff'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedStaffApi };
export type StaffListApiResponse = /** status 200 The page of staff entries */ StaffEntryResponseDto[];
export type StaffListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type StaffInviteApiResponse = /** status 201 The pending invitation */ StaffEntryResponseDto;
export type StaffInviteApiArg = {
  inviteStaffDto: InviteStaffDto;
};
export type OwnStaffGetApiResponse = /** status 200 The membership */ OwnStaffMembershipResponseDto;
export type OwnStaffGetApiArg = void;
export type StaffSummaryApiResponse = /** status 200 The counts */ StaffSummaryResponseDto;
export type StaffSummaryApiArg = void;
export type StaffTwoFactorPolicyGetApiResponse = /** status 200 The setting */ StaffTwoFactorPolicyResponseDto;
export type StaffTwoFactorPolicyGetApiArg = void;
export type StaffTwoFactorPolicySetApiResponse = /** status 200 The saved setting */ StaffTwoFactorPolicyResponseDto;
export type StaffTwoFactorPolicySetApiArg = {
  staffTwoFactorPolicyDto: StaffTwoFactorPolicyDto;
};
export type StaffRemoveApiResponse = unknown;
export type StaffRemoveApiArg = {
  id: string;
};
export type StaffAssignedClientsApiResponse = /** status 200 The page of assigned clients */ StaffClientResponseDto[];
export type StaffAssignedClientsApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type StaffUnassignClientApiResponse = unknown;
export type StaffUnassignClientApiArg = {
  id: string;
  clientId: string;
};
export type StaffAssignClientApiResponse = /** status 200 The assignment */ StaffClientResponseDto;
export type StaffAssignClientApiArg = {
  id: string;
  clientId: string;
  assignStaffClientDto: AssignStaffClientDto;
};
export type StaffUpdatePermissionsApiResponse = /** status 200 The entry with its new permissions */ StaffEntryResponseDto;
export type StaffUpdatePermissionsApiArg = {
  id: string;
  updateStaffPermissionsDto: UpdateStaffPermissionsDto;
};
export type StaffResetTwoFactorApiResponse = /** status 200 The entry */ StaffEntryResponseDto;
export type StaffResetTwoFactorApiArg = {
  id: string;
};
export type StaffDepartment = 'admin' | 'support' | 'sales' | 'development' | 'finance';
export type StaffPermission =
  | 'view_clients'
  | 'manage_workouts'
  | 'schedule_sessions'
  | 'send_messages'
  | 'business_management'
  | 'client_management'
  | 'payment_management'
  | 'coupon_management'
  | 'staff_management'
  | 'analytics'
  | 'support_tickets';
export type StaffRole = 'admin' | 'support' | 'moderator' | 'analyst';
export type StaffRecordDto = {
  departments: StaffDepartment[];
  /** The entry's id (DELETE /api/staff/{id}). */
  id: string;
  /** When a pending invitation's link stops working; null once accepted. */
  inviteExpiresAt: string | null;
  isActive: boolean;
  /** Missing until the invitation is accepted (shown as Pending). */
  joinedAt: string | null;
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffUserDto = {
  email: string;
  firstName: string;
  id: string | null;
  lastName: string;
  /** The member signs in with a second factor (false for a pending invitation). */
  twoFactorEnabled: boolean;
};
export type StaffEntryResponseDto = {
  staff: StaffRecordDto;
  user: StaffUserDto;
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
export type InviteStaffDto = {
  departments?: StaffDepartment[];
  /** Where the invitation goes. */
  email: string;
  /** What the staff member may do in the business. */
  permissions?: StaffPermission[];
  role?: StaffRole | null;
};
export type OwnStaffMembershipResponseDto = {
  /** How many clients the owner assigned to them: with any, they reach only those; with none, every client of the business. */
  assignedClients: number;
  businessName: string;
  departments: StaffDepartment[];
  joinedAt: string | null;
  /** What the owner granted. */
  permissions: StaffPermission[];
  role: StaffRole | null;
};
export type StaffSummaryResponseDto = {
  /** Of them, role admin. */
  administrators: number;
  /** Of them, role support. */
  support: number;
  /** Active members and pending invitations. */
  total: number;
};
export type StaffTwoFactorPolicyResponseDto = {
  requireStaffTwoFactor: boolean;
};
export type StaffTwoFactorPolicyDto = {
  /** Staff reach the business only once they have set up two-factor sign-in. */
  requireStaffTwoFactor: boolean;
};
export type StaffClientResponseDto = {
  assignedAt: string;
  /** The client's id. */
  clientId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string | null;
};
export type AssignStaffClientDto = {
  /** What the staff member does for this client. */
  role?: string | null;
};
export type UpdateStaffPermissionsDto = {
  permissions: StaffPermission[];
};
export const {
  useStaffListQuery,
  useStaffInviteMutation,
  useOwnStaffGetQuery,
  useStaffSummaryQuery,
  useStaffTwoFactorPolicyGetQuery,
  useStaffTwoFactorPolicySetMutation,
  useStaffRemoveMutation,
  useStaffAssignedClientsQuery,
  useStaffUnassignClientMutation,
  useStaffAssignClientMutation,
  useStaffUpdatePermissionsMutation,
  useStaffResetTwoFactorMutation,
} = injectedRtkApi;
