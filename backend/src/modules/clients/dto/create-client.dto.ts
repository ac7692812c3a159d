import { CLIENT_MESSAGES, FITNESS_GOALS, type FitnessGoal } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull, trim } from '../../../common/validation/transforms';

/** Add New Client (document 2 sections 5 and 7). */
export class CreateClientDto {
  /** @example Sam */
  @Transform(trim)
  @NotBlank({ message: CLIENT_MESSAGES.firstNameRequired, order: 2 })
  @MaxLength(100, rule({ message: 'First name must be at most 100 characters', order: 10 }))
  firstName: string;

  /** @example Taylor */
  @Transform(trim)
  @NotBlank({ message: CLIENT_MESSAGES.lastNameRequired, order: 3 })
  @MaxLength(100, rule({ message: 'Last name must be at most 100 characters', order: 10 }))
  lastName: string;

  /** @example sam.taylor@example.com */
  @Transform(trim)
  @IsEmail({}, rule({ message: CLIENT_MESSAGES.invalidEmail, order: 1 }))
  @MaxLength(254, rule({ message: CLIENT_MESSAGES.invalidEmail, order: 1 }))
  email: string;

  /** @example +1 555 0123 */
  @IsOptional()
  @Transform(emptyToNull)
  @IsString(rule({ message: 'Phone must be text', order: 4 }))
  @MaxLength(40, rule({ message: 'Phone must be at most 40 characters', order: 10 }))
  phone?: string | null;

  @ApiProperty({ enum: FITNESS_GOALS, enumName: 'FitnessGoal', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(FITNESS_GOALS, rule({ message: CLIENT_MESSAGES.invalidFitnessGoal, order: 5 }))
  fitnessGoal?: FitnessGoal | null;

  /**
   * Accepted for compatibility with older clients and ignored: the business always comes from the session.
   * @deprecated
   */
  @IsOptional()
  coachId?: unknown;
}
