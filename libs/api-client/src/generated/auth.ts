import { baseApi as api } from '../base-api';
export const addTagTypes = ['auth'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      authLogin: build.mutation<AuthLoginApiResponse, AuthLoginApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['auth'],
      }),
      authLoginSecondStep: build.mutation<AuthLoginSecondStepApiResponse, AuthLoginSecondStepApiArg>({
        query: (queryArg) => ({ url: `/api/auth/login/two-factor`, method: 'POST', body: queryArg.twoFactorLoginDto }),
        invalidatesTags: ['auth'],
      }),
      authLogout: build.mutation<AuthLogoutApiResponse, AuthLogoutApiArg>({
        query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
      authMe: build.query<AuthMeApiResponse, AuthMeApiArg>({
        query: () => ({ url: `/api/auth/me` }),
        providesTags: ['auth'],
      }),
      authRegister: build.mutation<AuthRegisterApiResponse, AuthRegisterApiArg>({
        query: (queryArg) => ({ url: `/api/auth/register`, method: 'POST', body: queryArg.registerDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorStatus: build.query<TwoFactorStatusApiResponse, TwoFactorStatusApiArg>({
        query: () => ({ url: `/api/auth/two-factor` }),
        providesTags: ['auth'],
      }),
      twoFactorDisable: build.mutation<TwoFactorDisableApiResponse, TwoFactorDisableApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/disable`, method: 'POST', body: queryArg.secondFactorCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorEnable: build.mutation<TwoFactorEnableApiResponse, TwoFactorEnableApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/enable`, method: 'POST', body: queryArg.totpCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorRecoveryCodes: build.mutation<TwoFactorRecoveryCodesApiResponse, TwoFactorRecoveryCodesApiArg>({
        query: (queryArg) => ({ url: `/api/auth/two-factor/recovery-codes`, method: 'POST', body: queryArg.totpCodeDto }),
        invalidatesTags: ['auth'],
      }),
      twoFactorSetup: build.mutation<TwoFactorSetupApiResponse, TwoFactorSetupApiArg>({
        query: () => ({ url: `/api/auth/two-factor/setup`, method: 'POST' }),
        invalidatesTags: ['auth'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedAuthApi };
export type AuthLoginApiResponse =
  | /** status 200 Signed in (AuthResponseDto), or, for an account with two-factor on, the second step to take (TwoFactorChallengeResponseDto) */ AuthResponseDto
  | TwoFactorChallengeResponseDto;
export type AuthLoginApiArg = {
  loginDto: LoginDto;
};
export type AuthLoginSecondStepApiResponse = /** status 200 Signed in */ AuthResponseDto;
export type AuthLoginSecondStepApiArg = {
  twoFactorLoginDto: TwoFactorLoginDto;
};
export type AuthLogoutApiResponse = /** status 200 Signed out */ LogoutResponseDto;
export type AuthLogoutApiArg = void;
export type AuthMeApiResponse = /** status 200 The signed-in user */ UserResponseDto;
export type AuthMeApiArg = void;
export type AuthRegisterApiResponse = /** status 201 The new account, signed in */ AuthResponseDto;
export type AuthRegisterApiArg = {
  registerDto: RegisterDto;
};
export type TwoFactorStatusApiResponse = /** status 200 The status */ TwoFactorStatusResponseDto;
export type TwoFactorStatusApiArg = void;
export type TwoFactorDisableApiResponse = unknown;
export type TwoFactorDisableApiArg = {
  secondFactorCodeDto: SecondFactorCodeDto;
};
export type TwoFactorEnableApiResponse = /** status 200 On; the recovery codes */ RecoveryCodesResponseDto;
export type TwoFactorEnableApiArg = {
  totpCodeDto: TotpCodeDto;
};
export type TwoFactorRecoveryCodesApiResponse = /** status 200 The new recovery codes */ RecoveryCodesResponseDto;
export type TwoFactorRecoveryCodesApiArg = {
  totpCodeDto: TotpCodeDto;
};
export type TwoFactorSetupApiResponse = /** status 201 The key, waiting for its first code */ TwoFactorSetupResponseDto;
export type TwoFactorSetupApiArg = void;
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
export type TwoFactorChallengeResponseDto = {
  /** Opaque, single-use; valid until `expiresAt`. */
  challengeToken: string;
  expiresAt: string;
  /** Always true here: send `challengeToken` and a code to `POST /api/auth/login/two-factor`. */
  twoFactorRequired: boolean;
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
export type LoginDto = {
  email: string;
  password: string;
};
export type TwoFactorLoginDto = {
  /** `challengeToken` of the login answer that asked for a second factor. */
  challengeToken: string;
  /** 6 digits from the app, or a recovery code such as `k3f9q-7xw2m` (used up by this call). */
  code: string;
};
export type LogoutResponseDto = {
  success: boolean;
};
export type SelfSignupRole = 'business' | 'client';
export type RegisterDto = {
  /** Required for business accounts, including when `role` is left out. */
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
  /** The person's time zone (IANA), which their times, reminders and 'today' follow; the web app sends the browser's.
    Left out: UTC, changeable in the profile. */
  timeZone?: string;
};
export type TwoFactorStatusResponseDto = {
  /** Codes are asked for at sign-in. */
  enabled: boolean;
  enabledAt: string | null;
  /** A set-up was started and waits for its first code. */
  pending: boolean;
  /** Unused recovery codes left (0 while off). */
  recoveryCodesLeft: number;
  /** The account may not do without it: platform admins always, staff whose business requires it. Until it is on, such
    an account reaches only these two-factor routes, `GET /api/auth/me` and `POST /api/auth/logout` (403 elsewhere). */
  required: boolean;
};
export type SecondFactorCodeDto = {
  /** 6 digits from the app, or a recovery code such as `k3f9q-7xw2m` (used up by this call). */
  code: string;
};
export type RecoveryCodesResponseDto = {
  /** Each works once in place of an app code. */
  recoveryCodes: string[];
};
export type TotpCodeDto = {
  /** The 6 digits the app shows now. */
  code: string;
};
export type TwoFactorSetupResponseDto = {
  /** The otpauth:// address the QR code holds. */
  otpauthUrl: string;
  /** The QR code as a PNG data URL (`data:image/png;base64,...`). */
  qrCode: string;
  /** The key in Base32, for typing into the app by hand. */
  secret: string;
};
export const {
  useAuthLoginMutation,
  useAuthLoginSecondStepMutation,
  useAuthLogoutMutation,
  useAuthMeQuery,
  useAuthRegisterMutation,
  useTwoFactorStatusQuery,
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorRecoveryCodesMutation,
  useTwoFactorSetupMutation,
} = injectedRtkApi;
