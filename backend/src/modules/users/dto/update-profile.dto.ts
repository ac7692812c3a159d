import { ApiProperty } from '@nestjs/swagger';
import { AUTH_MESSAGES, UNIT_SYSTEMS, type UnitSystem } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { Email, Phone, RequiredText, TimeZone } from '../../../common/validation/fields';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import { trim } from '../../../common/validation/transforms';

/** Edit Profile (document 1 section 5). */
export class UpdateProfileDto {
  /** @example Jordan */
  @RequiredText({ label: 'First name', max: 100, required: AUTH_MESSAGES.firstNameRequired })
  firstName: string;

  /** @example Rivera */
  @RequiredText({ label: 'Last name', max: 100, required: AUTH_MESSAGES.lastNameRequired, order: 2 })
  lastName: string;

  /** @example jordan@example.com */
  @Email(AUTH_MESSAGES.invalidEmail, 3)
  email: string;

  /** Ignored for client users. @example Rivera Strength */
  @IsOptional()
  @Transform(trim)
  @IsString(rule({ message: 'Business name must be text', order: 4 }))
  @MaxLength(200, rule({ message: 'Business name must be at most 200 characters', order: 10 }))
  businessName?: string | null;

  /** @example +1 555 0100 */
  @Phone(5)
  phone?: string | null;

  /** IANA time zone of the business's days (when a scheduled workout counts as missed); cannot be emptied. @example America/New_York */
  @OptionalNotNull()
  @TimeZone(6)
  timeZone?: string;

  /** The units the user reads their figures in; unchanged when left out. */
  @ApiProperty({ enum: UNIT_SYSTEMS, enumName: 'UnitSystem', required: false })
  @OptionalNotNull()
  @IsIn(UNIT_SYSTEMS, rule({ message: AUTH_MESSAGES.invalidUnits, order: 7 }))
  units?: UnitSystem;
}
