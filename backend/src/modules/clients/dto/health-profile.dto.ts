import { ACTIVITY_LEVELS, CLIENT_MESSAGES, FITNESS_EXPERIENCE, type ActivityLevel, type FitnessExperience } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { OptionalText } from '../../../common/validation/fields';
import { rule, stacked } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { ClientHealthProfile } from '../entities/client-health-profile.entity';

/** Lists may arrive as arrays or as the form's comma-plus-space text. */
const toList = ({ value }: { value: unknown }) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '')
      : value;

const list = (label: string) =>
  stacked(
    IsOptional(),
    Transform(toList),
    IsArray(rule({ message: `${label} must be a list` })),
    ArrayMaxSize(50, rule({ message: `${label} can hold at most 50 items` })),
    IsString({ each: true, ...rule({ message: `${label} must be a list of text` }) }),
    MaxLength(200, { each: true, ...rule({ message: `${label} items must be at most 200 characters` }) }),
  );

export class EmergencyContactDto {
  @OptionalText(200)
  name?: string | null;

  @OptionalText(100)
  relationship?: string | null;

  @OptionalText(40)
  phone?: string | null;
}

/** The Health Info form (document 2, client profile). */
export class HealthProfileDto {
  /** @example ["asthma"] */
  @list('Medical conditions') medicalConditions?: string[];
  @list('Medications') medications?: string[];
  @list('Allergies') allergies?: string[];
  @list('Injuries') injuries?: string[];
  @list('Primary goals') primaryGoals?: string[];
  @list('Preferred workout types') preferredWorkoutTypes?: string[];
  @list('Available equipment') availableEquipment?: string[];

  @ApiProperty({ enum: FITNESS_EXPERIENCE, enumName: 'FitnessExperience', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(FITNESS_EXPERIENCE, rule({ message: 'Fitness experience must be beginner, intermediate or advanced' }))
  fitnessExperience?: FitnessExperience | null;

  @ApiProperty({ enum: ACTIVITY_LEVELS, enumName: 'ActivityLevel', required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ACTIVITY_LEVELS, rule({ message: 'Activity level must be sedentary, lightly_active, moderately_active or very_active' }))
  activityLevel?: ActivityLevel | null;

  /** Workouts per week, 0–7. */
  @ApiInteger({ minimum: 0, maximum: 7, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: CLIENT_MESSAGES.workoutFrequencyRange }))
  @Min(0, rule({ message: CLIENT_MESSAGES.workoutFrequencyRange }))
  @Max(7, rule({ message: CLIENT_MESSAGES.workoutFrequencyRange }))
  workoutFrequency?: number | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => EmergencyContactDto)
  emergencyContact?: EmergencyContactDto | null;
}

export class EmergencyContactResponseDto {
  name: string | null;
  relationship: string | null;
  phone: string | null;
}

export class HealthProfileResponseDto {
  /** null until the first save. */
  @ApiUuid()
  id: string | null;
  @ApiUuid()
  clientId: string;
  medicalConditions: string[];
  medications: string[];
  allergies: string[];
  injuries: string[];
  @ApiProperty({ enum: FITNESS_EXPERIENCE, enumName: 'FitnessExperience', nullable: true })
  fitnessExperience: FitnessExperience | null;
  @ApiProperty({ enum: ACTIVITY_LEVELS, enumName: 'ActivityLevel', nullable: true })
  activityLevel: ActivityLevel | null;
  primaryGoals: string[];
  preferredWorkoutTypes: string[];
  availableEquipment: string[];
  /** Workouts per week, 0–7. */
  @ApiInteger({ minimum: 0, maximum: 7 })
  workoutFrequency: number | null;
  emergencyContact: EmergencyContactResponseDto | null;
  /** When the profile was last saved; null until the first save. */
  @ApiDateTime()
  lastUpdated: string | null;
}

/** Reads an entity or the row the upsert returned (no client relation needed). */
export function toHealthProfileResponse(clientId: string, profile: Omit<ClientHealthProfile, 'client'> | null): HealthProfileResponseDto {
  return {
    id: profile?.id ?? null,
    clientId,
    medicalConditions: profile?.medicalConditions ?? [],
    medications: profile?.medications ?? [],
    allergies: profile?.allergies ?? [],
    injuries: profile?.injuries ?? [],
    fitnessExperience: profile?.fitnessExperience ?? null,
    activityLevel: profile?.activityLevel ?? null,
    primaryGoals: profile?.primaryGoals ?? [],
    preferredWorkoutTypes: profile?.preferredWorkoutTypes ?? [],
    availableEquipment: profile?.availableEquipment ?? [],
    workoutFrequency: profile?.workoutFrequency ?? null,
    emergencyContact: profile?.emergencyContact
      ? {
          name: profile.emergencyContact.name ?? null,
          relationship: profile.emergencyContact.relationship ?? null,
          phone: profile.emergencyContact.phone ?? null,
        }
      : null,
    lastUpdated: profile?.lastUpdated.toISOString() ?? null,
  };
}
