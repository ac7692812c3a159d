import { baseApi as api } from '../base-api';
export const addTagTypes = ['staff-invitations'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      staffInvitationsPreview: build.query<StaffInvitationsPreviewApiResponse, StaffInvitationsPreviewApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}` }),
        providesTags: ['staff-invitations'],
      }),
      staffInvitationsAccept: build.mutation<StaffInvitationsAcceptApiResponse, StaffInvitationsAcceptApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/accept`, method: 'POST' }),
        invalidatesTags: ['staff-invitations'],
      }),
      staffInvitationsSignUp: build.mutation<StaffInvitationsSignUpApiResponse, StaffInvitationsSignUpApiArg>({
        query: (queryArg) => ({ url: `/api/staff-invitations/${queryArg.code}/sign-up`, method: 'POST', body: queryArg.staffSignUpDto }),
        invalidatesTags: ['staff-invitations'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedStaffInvitationsApi };
export type StaffInvitationsPreviewApiResponse = /** status 200 The invitation */ StaffInvitationPreviewResponseDto;
export type StaffInvitationsPreviewApiArg = {
  code: string;
};
export type StaffInvitationsAcceptApiResponse = /** status 200 Joined */ StaffInvitationAcceptedResponseDto;
export type StaffInvitationsAcceptApiArg = {
  code: string;
};
export type StaffInvitationsSignUpApiResponse = /** status 201 The new staff account, signed in */ AuthResponseDto;
export type StaffInvitationsSignUpApiArg = {
  code: string;
  staffSignUpDto: StaffSignUpDto;
};
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
export type StaffInvitationPreviewResponseDto = {
  businessName: string;
  /** The invited address; the sign-up form uses it. */
  email: string;
  expiresAt: string;
  permissions: StaffPermission[];
  role: StaffRole | null;
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
export type StaffInvitationAcceptedResponseDto = {
  businessName: string;
  permissions: StaffPermission[];
};
export type Role = 'admin' | 'business' | 'staff' | 'client';
export type UnitSystem = 'imperial' | 'metric';
export type UserResponseDto = {
  avatar: string | null;
  /** The business's name, for business accounts. */
  businessName: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  /** Whether the setup wizard was finished (or skipped). */
  onboardingCompleted: boolean;
  phone: string | null;
  role: Role;
  subscriptionPlan: string | null;
  subscriptionStatus: string | null;
  /** IANA time zone of the business's days (default UTC). */
  timeZone: string;
  /** The units the user reads their figures in. */
  units: UnitSystem;
  username: string | null;
};
export type AuthResponseDto = {
  /** Opaque session token: send it as `Authorization: Bearer <token>`. Not a JWT; do not decode it. */
  token: string;
  user: UserResponseDto;
};
export type StaffSignUpDto = {
  /** Must equal password. */
  confirmPassword: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** The person's time zone (IANA); the web app sends the browser's. Left out: UTC. */
  timeZone?: string;
};
export const { useStaffInvitationsPreviewQuery, useStaffInvitationsAcceptMutation, useStaffInvitationsSignUpMutation } = injectedRtkApi;
