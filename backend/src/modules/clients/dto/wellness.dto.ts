import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, Max, Min } from 'class-validator';
import { Amount, OptionalText } from '../../../common/validation/fields';
import { rule, stacked } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';
import type { WellnessLog } from '../entities/wellness-log.entity';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';

const level = (label: string): PropertyDecorator =>
  stacked(
    ApiInteger({ minimum: 1, maximum: 10, required: false, nullable: true }),
    IsOptional(),
    Transform(numericString),
    IsInt(rule({ message: `${label} must be a whole number from 1 to 10` })),
    Min(1, rule({ message: `${label} must be a whole number from 1 to 10` })),
    Max(10, rule({ message: `${label} must be a whole number from 1 to 10` })),
  );

/** A wellness check-in. */
export class CreateWellnessLogDto {
  /** Day of the check-in (YYYY-MM-DD); today when left out. */
  @ApiDate({ required: false })
  @IsOptional()
  @IsDateString({ strict: true }, rule({ message: 'Date must be a date (YYYY-MM-DD)' }))
  date?: string;

  @Amount(24, 'Sleep hours must be a number from 0 to 24')
  sleepHours?: number | null;

  @level('Sleep quality') sleepQuality?: number | null;
  @level('Energy level') energyLevel?: number | null;
  @level('Mood') mood?: number | null;
  @level('Stress level') stressLevel?: number | null;

  /** Litres. */
  @Amount(20, 'Water intake must be a number of litres')
  waterIntake?: number | null;

  @ApiInteger({ minimum: 0, maximum: 200000, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: 'Steps must be a whole number' }))
  @Min(0, rule({ message: 'Steps must be a whole number' }))
  @Max(200000, rule({ message: 'Steps must be a whole number' }))
  steps?: number | null;

  @OptionalText(2000)
  notes?: string | null;
}

/** A page of a client's check-ins ("Load more"). */
export class ListWellnessQuery extends CursorPageQuery({ ...LIST_PAGES.wellness, invalidCursor: CURSOR_MESSAGES.wellness }) {}

export class WellnessLogResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  /** The day of the check-in. */
  @ApiDate()
  date: string;
  sleepHours: number | null;
  /** 1–10 */
  @ApiInteger({ minimum: 1, maximum: 10 })
  sleepQuality: number | null;
  /** 1–10 */
  @ApiInteger({ minimum: 1, maximum: 10 })
  energyLevel: number | null;
  /** 1–10 */
  @ApiInteger({ minimum: 1, maximum: 10 })
  mood: number | null;
  /** 1–10 */
  @ApiInteger({ minimum: 1, maximum: 10 })
  stressLevel: number | null;
  /** Litres. */
  waterIntake: number | null;
  @ApiInteger({ minimum: 0 })
  steps: number | null;
  notes: string | null;
  /** When the check-in was recorded. */
  @ApiDateTime()
  createdAt: string;
}

export function toWellnessResponse(w: WellnessLog): WellnessLogResponseDto {
  return {
    id: w.id,
    clientId: w.client.id,
    date: typeof w.date === 'string' ? w.date : new Date(w.date).toISOString().slice(0, 10),
    sleepHours: w.sleepHours ?? null,
    sleepQuality: w.sleepQuality ?? null,
    energyLevel: w.energyLevel ?? null,
    mood: w.mood ?? null,
    stressLevel: w.stressLevel ?? null,
    waterIntake: w.waterIntake ?? null,
    steps: w.steps ?? null,
    notes: w.notes ?? null,
    createdAt: w.createdAt.toISOString(),
  };
}
