import { ACTIVITY_LEVELS, CLIENT_MESSAGES, FITNESS_GOALS, type ActivityLevel, type FitnessGoal } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString, trim } from '../../../common/validation/transforms';

/** Edit a client: every field optional; what is sent is changed. */
export class UpdateClientDto {
  @OptionalNotNull()
  @Transform(trim)
  @NotBlank({ message: CLIENT_MESSAGES.firstNameRequired, order: 2 })
  @MaxLength(100, rule({ message: 'First name must be at most 100 characters', order: 10 }))
  firstName?: string;

  @OptionalNotNull()
  @Transform(trim)
  @NotBlank({ message: CLIENT_MESSAGES.lastNameRequired, order: 3 })
  @MaxLength(100, rule({ message: 'Last name must be at most 100 characters', order: 10 }))
  lastName?: string;

  @OptionalNotNull()
  @Transform(trim)
  @IsEmail({}, rule({ message: CLIENT_MESSAGES.invalidEmail, order: 1 }))
  email?: string;

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

  /** lbs */
  @IsOptional()
  @Transform(numericString)
  @IsNumber({}, rule({ message: 'Current weight must be a number', order: 6 }))
  @Min(0, rule({ message: 'Current weight must be positive', order: 6 }))
  @Max(2000, rule({ message: 'Current weight must be at most 2000', order: 6 }))
  currentWeight?: number | null;

  /** lbs */
  @IsOptional()
  @Transform(numericString)
  @IsNumber({}, rule({ message: 'Target weight must be a number', order: 6 }))
  @Min(0, rule({ message: 'Target weight must be positive', order: 6 }))
  @Max(2000, rule({ message: 'Target weight must be at most 2000', order: 6 }))
  targetWeight?: number | null;

  /** inches */
  @IsOptional()
  @Transform(numericString)
  @IsNumber({}, rule({ message: 'Height must be a number', order: 6 }))
  @Min(0, rule({ message: 'Height must be positive', order: 6 }))
  @Max(120, rule({ message: 'Height must be at most 120 inches', order: 6 }))
  height?: number | null;

  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: 'Age must be a whole number', order: 6 }))
  @Min(0, rule({ message: 'Age must be between 0 and 120', order: 6 }))
  @Max(120, rule({ message: 'Age must be between 0 and 120', order: 6 }))
  age?: number | null;

  @ApiProperty({ enum: ACTIVITY_LEVELS, enumName: 'ActivityLevel', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ACTIVITY_LEVELS, rule({ message: 'Activity level must be sedentary, lightly_active, moderately_active or very_active', order: 6 }))
  activityLevel?: ActivityLevel | null;

  @IsOptional()
  @Transform(emptyToNull)
  @IsString(rule({ message: 'Notes must be text', order: 7 }))
  @MaxLength(5000, rule({ message: 'Notes must be at most 5000 characters', order: 10 }))
  notes?: string | null;
}
