import { AUTH_MESSAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, IsTimeZone, MaxLength } from 'class-validator';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Edit Profile (document 1 section 5). */
export class UpdateProfileDto {
  /** @example Jordan */
  @Transform(trim)
  @NotBlank({ message: AUTH_MESSAGES.firstNameRequired, order: 1 })
  @MaxLength(100, rule({ message: 'First name must be at most 100 characters', order: 10 }))
  firstName: string;

  /** @example Rivera */
  @Transform(trim)
  @NotBlank({ message: AUTH_MESSAGES.lastNameRequired, order: 2 })
  @MaxLength(100, rule({ message: 'Last name must be at most 100 characters', order: 10 }))
  lastName: string;

  /** @example jordan@example.com */
  @Transform(trim)
  @IsEmail({}, rule({ message: AUTH_MESSAGES.invalidEmail, order: 3 }))
  @MaxLength(254, rule({ message: AUTH_MESSAGES.invalidEmail, order: 3 }))
  email: string;

  /** Ignored for client users. @example Rivera Strength */
  @IsOptional()
  @Transform(trim)
  @IsString(rule({ message: 'Business name must be text', order: 4 }))
  @MaxLength(200, rule({ message: 'Business name must be at most 200 characters', order: 10 }))
  businessName?: string | null;

  /** @example +1 555 0100 */
  @IsOptional()
  @Transform(trim)
  @IsString(rule({ message: 'Phone must be text', order: 5 }))
  @MaxLength(40, rule({ message: 'Phone must be at most 40 characters', order: 10 }))
  phone?: string | null;

  /** IANA time zone of the business's days (when a scheduled workout counts as missed); cannot be emptied. @example America/New_York */
  @OptionalNotNull()
  @IsTimeZone(rule({ message: 'Time zone must be an IANA time zone such as Europe/London', order: 6 }))
  @MaxLength(64, rule({ message: 'Time zone must be an IANA time zone such as Europe/London', order: 6 }))
  timeZone?: string;
}
