import { baseApi as api } from "./base-api";
export const addTagTypes = ["auth", "health", "user"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({
          url: `/api/auth/login`,
          method: "POST",
          body: queryArg.loginDto,
        }),
        invalidatesTags: ["auth"],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: "POST" }),
        invalidatesTags: ["auth"],
      }),
      authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ["auth"],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>(
        {
          query: (queryArg) => ({
            url: `/api/auth/register`,
            method: "POST",
            body: queryArg.registerDto,
          }),
          invalidatesTags: ["auth"],
        },
      ),
      healthCheck: build.query<HealthCheckApiResponse, HealthCheckApiArg>({
        query: () => ({ url: `/api/health` }),
        providesTags: ["health"],
      }),
      usersCompleteOnboarding: build.mutation<
        UsersCompleteOnboardingApiResponse,
        UsersCompleteOnboardingApiArg
      >({
        query: () => ({ url: `/api/user/complete-onboarding`, method: "POST" }),
        invalidatesTags: ["user"],
      }),
      usersUpdateProfile: build.mutation<
        UsersUpdateProfileApiResponse,
        UsersUpdateProfileApiArg
      >({
        query: (queryArg) => ({
          url: `/api/user/profile`,
          method: "PUT",
          body: queryArg.updateProfileDto,
        }),
        invalidatesTags: ["user"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedApi };
export type AuthLoginApiResponse = /** status 200  */ AuthResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthLogoutApiResponse = /** status 200  */ LogoutResponseDto;
export type AuthLogoutApiArg = void;
export type AuthMeApiResponse = /** status 200  */ UserResponseDto;
export type AuthMeApiArg = void;
export type AuthRegisterApiResponse = /** status 201  */ AuthResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type HealthCheckApiResponse = /** status 200  */ HealthResponseDto;
export type HealthCheckApiArg = void;
export type UsersCompleteOnboardingApiResponse =
  /** status 200  */ UserResponseDto;
export type UsersCompleteOnboardingApiArg = void;
export type UsersUpdateProfileApiResponse = /** status 200  */ UserResponseDto;
export type UsersUpdateProfileApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type Role = "admin" | "business" | "staff" | "client";
export type UserResponseDto = {
  avatar: string | null;
  businessName: string | null;
  createdAt: string;
  email: string;
  firstName: string;
  id: string;
  lastName: string;
  onboardingCompleted: boolean;
  phone: string | null;
  role: Role;
  subscriptionPlan: string | null;
  subscriptionStatus: string | null;
  username: string | null;
};
export type AuthResponseDto = {
  /** Send as `Authorization: Bearer <token>`. */
  token: string;
  user: UserResponseDto;
};
export type FieldErrorDto = {
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  error: string;
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  statusCode: number;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type LogoutResponseDto = {
  success: boolean;
};
export type SelfSignupRole = "business" | "client";
export type RegisterDto = {
  /** Required for business accounts. */
  businessName?: string | null;
  /** Must equal password. */
  confirmPassword: string;
  email: string;
  firstName: string;
  lastName: string;
  /** At least 6 characters. */
  password: string;
  /** Self-signup offers business (the default) and client only. */
  role?: SelfSignupRole;
};
export type ServiceState = "up" | "down";
export type HealthResponseDto = {
  database: ServiceState;
  redis: ServiceState;
  status: "ok" | "error";
};
export type UpdateProfileDto = {
  /** Ignored for client users. */
  businessName?: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
};
export const {
  useAuthLoginMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useHealthCheckQuery,
  useUsersCompleteOnboardingMutation,
  useUsersUpdateProfileMutation,
} = injectedRtkApi;
