import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Email, OptionalText, RequiredText } from '../../../common/validation/fields';
import { rule } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';

/**
 * PUT /api/admin/profile: the admin header's Edit Profile (names and e-mail) and the setup page
 * (names and, optionally, a new password with the current one).
 */
export class UpdateAdminProfileDto {
  /** @example Admin */
  @RequiredText({ label: 'First name', max: 100, required: AUTH_MESSAGES.firstNameRequired })
  firstName: string;

  /** @example User */
  @RequiredText({ label: 'Last name', max: 100, required: AUTH_MESSAGES.lastNameRequired, order: 2 })
  lastName: string;

  /** Unchanged when left out. @example admin@coachcore.example */
  @IsOptional()
  @Email(AUTH_MESSAGES.invalidEmail, 3)
  email?: string;

  /** Required with newPassword. */
  @OptionalText(200)
  currentPassword?: string | null;

  /** At least 6 characters; leave out to keep the password. */
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MinLength(6, rule({ message: ADMIN_MESSAGES.passwordTooShort, order: 5 }))
  @MaxLength(200, rule({ message: 'Password must be at most 200 characters', order: 10 }))
  newPassword?: string | null;
}
