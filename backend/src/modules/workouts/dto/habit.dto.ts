import {
  HABIT_CATEGORIES,
  HABIT_DIFFICULTIES,
  HABIT_FREQUENCIES,
  HABIT_MESSAGES,
  HABIT_TRACKING_TYPES,
  CURSOR_MESSAGES,
  LIST_PAGES,
  REMINDER_TIME_PATTERN,
  TRAINING_MESSAGES,
  type HabitCategory,
  type HabitDifficulty,
  type HabitFrequency,
  type HabitTrackingType,
} from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Amount, OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { ClientHabit } from '../entities/client-habit.entity';
import type { HabitLog } from '../entities/habit-log.entity';
import type { HabitTemplate } from '../entities/habit-template.entity';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const Choice = (values: readonly string[], enumName: string, required: string | null, invalid: string, order: number) =>
  applyDecorators(
    ApiProperty({ enum: values, enumName, required: required !== null }),
    ...(required ? [NotBlank({ message: required, order })] : [OptionalNotNull()]),
    IsIn(values, rule({ message: invalid, order: order + 1 })),
  );

/** New habit: category, frequency and tracking type are required (document 2, habit_templates). */
export class CreateHabitTemplateDto {
  /** @example Drink water */
  @RequiredText({ label: 'Habit name', max: 120, required: HABIT_MESSAGES.nameRequired })
  name: string;

  @OptionalText(2000)
  description?: string | null;

  @Choice(HABIT_CATEGORIES, 'HabitCategory', HABIT_MESSAGES.categoryRequired, HABIT_MESSAGES.invalidCategory, 2)
  category: HabitCategory;

  @Choice(HABIT_FREQUENCIES, 'HabitFrequency', HABIT_MESSAGES.frequencyRequired, HABIT_MESSAGES.invalidFrequency, 4)
  frequency: HabitFrequency;

  /** What a day (or week) asks for, in `unit`. @example 8 */
  @Amount(100000, HABIT_MESSAGES.targetValueRange, 9)
  targetValue?: number | null;

  /** @example glasses */
  @OptionalText(40)
  unit?: string | null;

  @Choice(HABIT_TRACKING_TYPES, 'HabitTrackingType', HABIT_MESSAGES.trackingTypeRequired, HABIT_MESSAGES.invalidTrackingType, 6)
  trackingType: HabitTrackingType;

  @OptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @Choice(HABIT_DIFFICULTIES, 'HabitDifficulty', null, HABIT_MESSAGES.invalidDifficulty, 8)
  difficulty?: HabitDifficulty;

  /** Minutes a day. */
  @ApiInteger({ minimum: 0, maximum: 1440, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: 'Estimated time must be whole minutes from 0 to 1440' }))
  @Min(0, rule({ message: 'Estimated time must be whole minutes from 0 to 1440' }))
  @Max(1440, rule({ message: 'Estimated time must be whole minutes from 0 to 1440' }))
  estimatedTime?: number | null;
}

/** Edit a habit: only the fields sent change (clients keep the copy they were given); `estimatedTime` is set when created only. */
export class UpdateHabitTemplateDto extends PartialType(OmitType(CreateHabitTemplateDto, ['estimatedTime']), { skipNullProperties: false }) {}

/** A page of the business's habits, by name (numbered pages). */
export class ListHabitTemplatesQuery extends PageQuery(LIST_PAGES.habitTemplates) {}

export class HabitTemplateResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  coachId: string;
  name: string;
  description: string | null;
  @ApiProperty({ enum: HABIT_CATEGORIES, enumName: 'HabitCategory' })
  category: HabitCategory;
  @ApiProperty({ enum: HABIT_FREQUENCIES, enumName: 'HabitFrequency' })
  frequency: HabitFrequency;
  targetValue: number | null;
  unit: string | null;
  @ApiProperty({ enum: HABIT_TRACKING_TYPES, enumName: 'HabitTrackingType' })
  trackingType: HabitTrackingType;
  isPublic: boolean;
  @ApiProperty({ enum: HABIT_DIFFICULTIES, enumName: 'HabitDifficulty' })
  difficulty: HabitDifficulty;
  @ApiInteger({ minimum: 0 })
  estimatedTime: number | null;
  @ApiDateTime()
  createdAt: string;
}

/** Assign a habit to clients, from a day on. */
export class AssignHabitDto {
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true })
  @IsArray(rule({ message: TRAINING_MESSAGES.clientsRequired, order: 1 }))
  @ArrayNotEmpty(rule({ message: TRAINING_MESSAGES.clientsRequired, order: 1 }))
  @ArrayMaxSize(200, rule({ message: 'Assign to at most 200 clients at once', order: 2 }))
  @IsUUID('all', { each: true, ...rule({ message: 'Client ids must be client ids', order: 2 }) })
  clientIds: string[];

  /** The first day (YYYY-MM-DD); today when left out. */
  @ApiDate({ required: false })
  @IsOptional()
  @Matches(ISO_DATE, rule({ message: TRAINING_MESSAGES.invalidDate, order: 3 }))
  @IsDateString({ strict: true }, rule({ message: TRAINING_MESSAGES.invalidDate, order: 3 }))
  startDate?: string;

  /** HH:MM. @example 08:00 */
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(REMINDER_TIME_PATTERN, rule({ message: HABIT_MESSAGES.invalidReminderTime, order: 4 }))
  reminderTime?: string | null;
}

export class AssignHabitResponseDto {
  @ApiInteger({ minimum: 0 })
  assigned: number;
  /** Clients who already had this habit. */
  @ApiInteger({ minimum: 0 })
  skipped: number;
}

/** A day's check-off of one habit by the client. */
/** The client's own reminder of a habit: a time of their day, or null to switch it off. */
export class SetHabitReminderDto {
  /** HH:MM in the client's time zone (their profile's), or null for no reminder. @example 07:30 */
  @ApiProperty({ type: 'string', nullable: true, example: '07:30' })
  @Transform(emptyToNull)
  @ValidateIf((dto: SetHabitReminderDto) => dto.reminderTime !== null)
  @IsString(rule({ message: HABIT_MESSAGES.invalidReminderTime, order: 1 }))
  @MaxLength(5, rule({ message: HABIT_MESSAGES.invalidReminderTime, order: 1 }))
  @Matches(REMINDER_TIME_PATTERN, rule({ message: HABIT_MESSAGES.invalidReminderTime, order: 1 }))
  reminderTime: string | null;
}

export class LogHabitDto {
  /** The client's own calendar day (YYYY-MM-DD): today or up to 60 days back. */
  @ApiDate()
  @Matches(ISO_DATE, rule({ message: HABIT_MESSAGES.invalidLogDate, order: 1 }))
  @IsDateString({ strict: true }, rule({ message: HABIT_MESSAGES.invalidLogDate, order: 1 }))
  logDate: string;

  /** Done (checkbox habits), or the target reached (count and duration habits, worked out from `actualValue` when left out). */
  @IsOptional()
  @IsBoolean(rule({ message: 'completed must be true or false', order: 2 }))
  completed?: boolean;

  @Amount(100000, 'Actual value must be a number from 0 to 100000', 3)
  actualValue?: number | null;

  @OptionalText(1000)
  notes?: string | null;

  @ApiInteger({ minimum: 1, maximum: 10, required: false, nullable: true })
  @IsOptional()
  @IsInt(rule({ message: 'Mood must be a whole number from 1 to 10', order: 4 }))
  @Min(1, rule({ message: 'Mood must be a whole number from 1 to 10', order: 4 }))
  @Max(10, rule({ message: 'Mood must be a whole number from 1 to 10', order: 4 }))
  mood?: number | null;

  @ApiInteger({ minimum: 1, maximum: 10, required: false, nullable: true })
  @IsOptional()
  @IsInt(rule({ message: 'Energy must be a whole number from 1 to 10', order: 5 }))
  @Min(1, rule({ message: 'Energy must be a whole number from 1 to 10', order: 5 }))
  @Max(10, rule({ message: 'Energy must be a whole number from 1 to 10', order: 5 }))
  energy?: number | null;
}

/** A page of a client's habits, oldest first ("Load more"). */
export class ListClientHabitsQuery extends CursorPageQuery({ ...LIST_PAGES.clientHabits, invalidCursor: CURSOR_MESSAGES.clientHabits, order: 'in order' }) {}

/**
 * A page of the signed-in client's active habits, oldest first ("Load more"), as of their own date, so "today" is
 * theirs whatever their time zone.
 */
export class ClientHabitsQuery extends ListClientHabitsQuery {
  /** The client's calendar date (YYYY-MM-DD); the server's UTC date when left out. */
  @ApiDate({ required: false })
  @IsOptional()
  @Matches(ISO_DATE, rule({ message: TRAINING_MESSAGES.invalidDate }))
  @IsDateString({ strict: true }, rule({ message: TRAINING_MESSAGES.invalidDate }))
  date?: string;
}

export class HabitDayDto {
  @ApiDate()
  logDate: string;
  completed: boolean;
  actualValue: number | null;
  notes: string | null;
  @ApiInteger({ minimum: 1, maximum: 10 })
  mood: number | null;
  @ApiInteger({ minimum: 1, maximum: 10 })
  energy: number | null;
}

export class ClientHabitResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiUuid()
  habitTemplateId: string | null;
  name: string;
  description: string | null;
  @ApiProperty({ enum: HABIT_CATEGORIES, enumName: 'HabitCategory' })
  category: HabitCategory;
  @ApiProperty({ enum: HABIT_FREQUENCIES, enumName: 'HabitFrequency' })
  frequency: HabitFrequency;
  targetValue: number | null;
  unit: string | null;
  @ApiProperty({ enum: HABIT_TRACKING_TYPES, enumName: 'HabitTrackingType' })
  trackingType: HabitTrackingType;
  @ApiDate()
  startDate: string;
  @ApiDate()
  endDate: string | null;
  isActive: boolean;
  /** Consecutive days (or weeks) completed up to the date asked for; 0 once one was missed. */
  @ApiInteger({ minimum: 0 })
  streak: number;
  @ApiInteger({ minimum: 0 })
  longestStreak: number;
  @ApiInteger({ minimum: 0 })
  totalCompletions: number;
  reminderTime: string | null;
  reminderEnabled: boolean;
  /** The check-off of the date asked for, if any. */
  today: HabitDayDto | null;
}

export function toHabitTemplateResponse(template: HabitTemplate): HabitTemplateResponseDto {
  return {
    id: template.id,
    coachId: template.coach.id,
    name: template.name,
    description: template.description ?? null,
    category: template.category,
    frequency: template.frequency,
    targetValue: template.targetValue ?? null,
    unit: template.unit ?? null,
    trackingType: template.trackingType,
    isPublic: template.isPublic,
    difficulty: template.difficulty,
    estimatedTime: template.estimatedTime ?? null,
    createdAt: template.createdAt.toISOString(),
  };
}

export function toClientHabitResponse(habit: ClientHabit, streak: number, today: HabitLog | null): ClientHabitResponseDto {
  return {
    id: habit.id,
    clientId: habit.client.id,
    habitTemplateId: habit.habitTemplate?.id ?? null,
    name: habit.customName ?? habit.habitTemplate?.name ?? 'Habit',
    description: habit.customDescription ?? null,
    category: habit.category,
    frequency: habit.frequency,
    targetValue: habit.targetValue ?? null,
    unit: habit.unit ?? null,
    trackingType: habit.trackingType,
    startDate: habit.startDate,
    endDate: habit.endDate ?? null,
    isActive: habit.isActive,
    streak,
    longestStreak: habit.longestStreak,
    totalCompletions: habit.totalCompletions,
    reminderTime: habit.reminderTime ?? null,
    reminderEnabled: habit.reminderEnabled,
    today: today
      ? {
          logDate: today.logDate,
          completed: today.completed,
          actualValue: today.actualValue ?? null,
          notes: today.notes ?? null,
          mood: today.mood ?? null,
          energy: today.energy ?? null,
        }
      : null,
  };
}
