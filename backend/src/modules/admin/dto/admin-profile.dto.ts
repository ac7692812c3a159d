import { ADMIN_MESSAGES, AUTH_MESSAGES } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull, trim } from '../../../common/validation/transforms';

/**
 * PUT /api/admin/profile: the admin header's Edit Profile (names and e-mail) and the setup page
 * (names and, optionally, a new password with the current one).
 */
export class UpdateAdminProfileDto {
  /** @example Admin */
  @Transform(trim)
  @NotBlank({ message: AUTH_MESSAGES.firstNameRequired, order: 1 })
  @MaxLength(100, rule({ message: 'First name must be at most 100 characters', order: 10 }))
  firstName: string;

  /** @example User */
  @Transform(trim)
  @NotBlank({ message: AUTH_MESSAGES.lastNameRequired, order: 2 })
  @MaxLength(100, rule({ message: 'Last name must be at most 100 characters', order: 10 }))
  lastName: string;

  /** Unchanged when left out. @example admin@coachcore.example */
  @ApiProperty({ format: 'email', required: false })
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, rule({ message: AUTH_MESSAGES.invalidEmail, order: 3 }))
  email?: string;

  /** Required with newPassword. */
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(200)
  currentPassword?: string | null;

  /** At least 6 characters; leave out to keep the password. */
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MinLength(6, rule({ message: ADMIN_MESSAGES.passwordTooShort, order: 5 }))
  @MaxLength(200, rule({ message: 'Password must be at most 200 characters', order: 10 }))
  newPassword?: string | null;
}
