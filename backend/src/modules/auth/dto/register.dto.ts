import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH, SELF_SIGNUP_ROLES, type SelfSignupRole } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';
import { Email, RequiredText, TimeZone } from '../../../common/validation/fields';
import { MatchesProperty, NotBlank, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';

/** Self-signup. Checked in the order of document 1 section 5. */
export class RegisterDto {
  /** @example Jordan */
  @RequiredText({ label: 'First name', max: 100, required: AUTH_MESSAGES.registerRequired })
  firstName: string;

  /** @example Rivera */
  @RequiredText({ label: 'Last name', max: 100, required: AUTH_MESSAGES.registerRequired })
  lastName: string;

  /** @example jordan@example.com */
  @NotBlank({ message: AUTH_MESSAGES.registerRequired, order: 1 })
  @Email(AUTH_MESSAGES.invalidEmail, 5)
  email: string;

  /** At least 6 characters. @example secret123 */
  @NotBlank({ message: AUTH_MESSAGES.registerRequired, order: 1 })
  @MinLength(MIN_PASSWORD_LENGTH, rule({ message: AUTH_MESSAGES.passwordTooShort, order: 3 }))
  @MaxLength(200, rule({ message: 'Password must be at most 200 characters', order: 10 }))
  password: string;

  /** Must equal password. @example secret123 */
  @MatchesProperty('password', { message: AUTH_MESSAGES.passwordsDoNotMatch, order: 2 })
  confirmPassword: string;

  /** Self-signup offers business (the default) and client only. */
  @ApiProperty({ enum: SELF_SIGNUP_ROLES, enumName: 'SelfSignupRole', required: false, default: 'business' })
  @IsOptional()
  @IsIn(SELF_SIGNUP_ROLES, rule({ message: AUTH_MESSAGES.invalidRole, order: 4 }))
  role?: SelfSignupRole;

  /** Required for business accounts, including when `role` is left out. @example Rivera Strength */
  @Transform(trim)
  // Business is the default role, so a missing role needs a business name too.
  @ValidateIf((o: RegisterDto) => o.role === 'business' || o.role === undefined || (o.businessName !== undefined && o.businessName !== null))
  @IsString(rule({ message: AUTH_MESSAGES.businessNameRequired, order: 4 }))
  @NotBlank({ message: AUTH_MESSAGES.businessNameRequired, order: 4 })
  @MaxLength(200, rule({ message: 'Business name must be at most 200 characters', order: 10 }))
  businessName?: string | null;

  /**
   * The person's time zone (IANA), which their times, reminders and 'today' follow; the web app sends the browser's.
   * Left out: UTC, changeable in the profile. @example America/New_York
   */
  @IsOptional()
  @TimeZone(10)
  timeZone?: string;
}
