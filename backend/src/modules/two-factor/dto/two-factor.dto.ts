import { TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsString, Matches, MaxLength } from 'class-validator';
import { ApiDateTime, ApiInteger } from '../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';

const TOTP_INPUT = /^\d{3}\s?\d{3}$/;
const SECOND_FACTOR_INPUT = /^(\d{3}\s?\d{3}|[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5})$/;

/** Where the signed-in person stands with two-factor sign-in. */
export class TwoFactorStatusResponseDto {
  /** Codes are asked for at sign-in. */
  enabled: boolean;
  @ApiDateTime({ nullable: true })
  enabledAt: string | null;
  /** A set-up was started and waits for its first code. */
  pending: boolean;
  /**
   * The account may not do without it: platform admins always, staff whose business requires it. Until it is on, such
   * an account reaches only these two-factor routes, `GET /api/auth/me` and `POST /api/auth/logout` (403 elsewhere).
   */
  required: boolean;
  /** Unused recovery codes left (0 while off). */
  @ApiInteger()
  recoveryCodesLeft: number;
}

/** A new authenticator key, waiting for its first code. Shown once: no later answer carries the key. */
export class TwoFactorSetupResponseDto {
  /** The key in Base32, for typing into the app by hand. @example JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP */
  secret: string;
  /** The otpauth:// address the QR code holds. @example otpauth://totp/CoachCore:coach%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=CoachCore */
  otpauthUrl: string;
  /** The QR code as a PNG data URL (`data:image/png;base64,...`). */
  qrCode: string;
}

/** A code of the authenticator app. */
export class TotpCodeDto {
  /** The 6 digits the app shows now. @example 123456 */
  @Transform(trim)
  @IsString(rule({ message: TWO_FACTOR_MESSAGES.codeRequired, order: 1 }))
  @NotBlank({ message: TWO_FACTOR_MESSAGES.codeRequired, order: 1 })
  @MaxLength(7, rule({ message: TWO_FACTOR_MESSAGES.totpFormat, order: 2 }))
  @Matches(TOTP_INPUT, rule({ message: TWO_FACTOR_MESSAGES.totpFormat, order: 2 }))
  code: string;
}

/** A code of the authenticator app, or one of the recovery codes. */
export class SecondFactorCodeDto {
  /** 6 digits from the app, or a recovery code such as `k3f9q-7xw2m` (used up by this call). @example 123456 */
  @Transform(trim)
  @IsString(rule({ message: TWO_FACTOR_MESSAGES.codeRequired, order: 1 }))
  @NotBlank({ message: TWO_FACTOR_MESSAGES.codeRequired, order: 1 })
  @MaxLength(11, rule({ message: TWO_FACTOR_MESSAGES.codeFormat, order: 2 }))
  @Matches(SECOND_FACTOR_INPUT, rule({ message: TWO_FACTOR_MESSAGES.codeFormat, order: 2 }))
  code: string;
}

/** The sign-in's second step. */
export class TwoFactorLoginDto extends SecondFactorCodeDto {
  /** `challengeToken` of the login answer that asked for a second factor. */
  @IsString(rule({ message: TWO_FACTOR_MESSAGES.challengeRequired, order: 0 }))
  @NotBlank({ message: TWO_FACTOR_MESSAGES.challengeRequired, order: 0 })
  @MaxLength(100, rule({ message: TWO_FACTOR_MESSAGES.challengeExpired, order: 0 }))
  challengeToken: string;
}

/** Recovery codes, shown this once (only their hashes are kept). */
export class RecoveryCodesResponseDto {
  /** Each works once in place of an app code. @example ["k3f9q-7xw2m","a8d2x-mq4tz"] */
  recoveryCodes: string[];
}

/** Answer of `POST /api/auth/login` when the account has two-factor on: no session yet. */
export class TwoFactorChallengeResponseDto {
  /** Always true here: send `challengeToken` and a code to `POST /api/auth/login/two-factor`. */
  twoFactorRequired: boolean;
  /** Opaque, single-use; valid until `expiresAt`. */
  challengeToken: string;
  @ApiDateTime()
  expiresAt: string;
}

/** The owner's rule for their staff. */
export class StaffTwoFactorPolicyDto {
  /** Staff reach the business only once they have set up two-factor sign-in. */
  @IsBoolean(rule({ message: TWO_FACTOR_MESSAGES.requireStaffInvalid }))
  requireStaffTwoFactor: boolean;
}

export class StaffTwoFactorPolicyResponseDto {
  requireStaffTwoFactor: boolean;
}
