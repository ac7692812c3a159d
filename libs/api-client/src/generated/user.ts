import { baseApi as api } from '../base-api';
export const addTagTypes = ['user'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      usersCompleteOnboarding: build.mutation<UsersCompleteOnboardingApiResponse, UsersCompleteOnboardingApiArg>({
        query: () => ({ url: `/api/user/complete-onboarding`, method: 'POST' }),
        invalidatesTags: ['user'],
      }),
      usersChangePassword: build.mutation<UsersChangePasswordApiResponse, UsersChangePasswordApiArg>({
        query: (queryArg) => ({ url: `/api/user/password`, method: 'PUT', body: queryArg.changePasswordDto }),
        invalidatesTags: ['user'],
      }),
      usersUpdateProfile: build.mutation<UsersUpdateProfileApiResponse, UsersUpdateProfileApiArg>({
        query: (queryArg) => ({ url: `/api/user/profile`, method: 'PUT', body: queryArg.updateProfileDto }),
        invalidatesTags: ['user'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedUserApi };
export type UsersCompleteOnboardingApiResponse = /** status 200 The user, with onboardingCompleted true */ UserResponseDto;
export type UsersCompleteOnboardingApiArg = void;
export type UsersChangePasswordApiResponse = unknown;
export type UsersChangePasswordApiArg = {
  changePasswordDto: ChangePasswordDto;
};
export type UsersUpdateProfileApiResponse = /** status 200 The updated user */ UserResponseDto;
export type UsersUpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
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
export type ChangePasswordDto = {
  /** Must equal newPassword. */
  confirmPassword: string;
  currentPassword: string;
  /** At least 6 characters. */
  newPassword: string;
};
export type UpdateProfileDto = {
  /** Ignored for client users. */
  businessName?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** IANA time zone of the business's days (when a scheduled workout counts as missed); cannot be emptied. */
  timeZone?: string;
  /** The units the user reads their figures in; unchanged when left out. */
  units?: UnitSystem;
};
export const { useUsersCompleteOnboardingMutation, useUsersChangePasswordMutation, useUsersUpdateProfileMutation } = injectedRtkApi;
