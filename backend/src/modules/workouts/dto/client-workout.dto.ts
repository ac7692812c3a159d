import { CLIENT_WORKOUT_STATUSES, CURSOR_MESSAGES, LIST_PAGES, TRAINING_MESSAGES, type ClientWorkoutStatus } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayNotEmpty, IsArray, IsDateString, IsInt, IsOptional, IsUUID, Matches, Max, Min, ValidateNested } from 'class-validator';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Amount, OptionalText } from '../../../common/validation/fields';
import { IDEMPOTENCY_KEY_MESSAGE, NotBlank, rule } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';
import type { ClientWorkout } from '../entities/client-workout.entity';
import type { WorkoutLog } from '../entities/workout-log.entity';
import { WorkoutResponseDto } from './workout.dto';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Assign a workout: one client workout per client and date. */
export class AssignWorkoutDto {
  /** Clients of the caller's business. */
  @ApiProperty({ type: 'string', format: 'uuid', isArray: true })
  @IsArray(rule({ message: TRAINING_MESSAGES.clientsRequired, order: 1 }))
  @ArrayNotEmpty(rule({ message: TRAINING_MESSAGES.clientsRequired, order: 1 }))
  @ArrayMaxSize(200, rule({ message: 'Assign to at most 200 clients at once', order: 3 }))
  @IsUUID('all', { each: true, ...rule({ message: 'Client ids must be client ids', order: 3 }) })
  clientIds: string[];

  /** ISO dates (YYYY-MM-DD). @example ["2026-11-24", "2026-11-26"] */
  @ApiProperty({ type: 'string', format: 'date', isArray: true })
  @IsArray(rule({ message: TRAINING_MESSAGES.datesRequired, order: 2 }))
  @ArrayNotEmpty(rule({ message: TRAINING_MESSAGES.datesRequired, order: 2 }))
  @ArrayMaxSize(366, rule({ message: 'Assign at most 366 dates at once', order: 4 }))
  @Matches(ISO_DATE, { each: true, ...rule({ message: TRAINING_MESSAGES.invalidDate, order: 4 }) })
  @IsDateString({ strict: true }, { each: true, ...rule({ message: TRAINING_MESSAGES.invalidDate, order: 4 }) })
  dates: string[];
}

/** One set as done. */
export class LoggedSetDto {
  @ApiInteger({ minimum: 0, maximum: 1000 })
  @Transform(numericString)
  @IsInt(rule({ message: TRAINING_MESSAGES.setRepsRange, order: 12 }))
  @Min(0, rule({ message: TRAINING_MESSAGES.setRepsRange, order: 12 }))
  @Max(1000, rule({ message: TRAINING_MESSAGES.setRepsRange, order: 12 }))
  reps: number;

  /** lbs; empty for bodyweight. */
  @Amount(2000, TRAINING_MESSAGES.weightRange, 13)
  weight?: number | null;
}

/** One exercise of the session with the sets done. */
export class LoggedExerciseDto {
  @ApiUuid()
  @NotBlank({ message: TRAINING_MESSAGES.exerciseRequired, order: 11 })
  exerciseId: string;

  @IsArray(rule({ message: 'Sets must be a list', order: 12 }))
  @ArrayMaxSize(50, rule({ message: 'At most 50 sets per exercise', order: 12 }))
  @ValidateNested({ each: true })
  @Type(() => LoggedSetDto)
  sets: LoggedSetDto[];
}

/** A session as the client logs it. */
export class LogWorkoutDto {
  /** The exercises done, each with its sets. */
  @IsArray(rule({ message: TRAINING_MESSAGES.logExercisesRequired, order: 1 }))
  @ArrayNotEmpty(rule({ message: TRAINING_MESSAGES.logExercisesRequired, order: 1 }))
  @ArrayMaxSize(100, rule({ message: 'At most 100 exercises per session', order: 1 }))
  @ValidateNested({ each: true })
  @Type(() => LoggedExerciseDto)
  exercises: LoggedExerciseDto[];

  /** Minutes. */
  @ApiInteger({ minimum: 1, maximum: 600, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: TRAINING_MESSAGES.totalDurationRange, order: 2 }))
  @Min(1, rule({ message: TRAINING_MESSAGES.totalDurationRange, order: 2 }))
  @Max(600, rule({ message: TRAINING_MESSAGES.totalDurationRange, order: 2 }))
  totalDuration?: number | null;

  /** 1 (easy) to 10 (hardest). */
  @ApiInteger({ minimum: 1, maximum: 10, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: TRAINING_MESSAGES.difficultyRatingRange, order: 3 }))
  @Min(1, rule({ message: TRAINING_MESSAGES.difficultyRatingRange, order: 3 }))
  @Max(10, rule({ message: TRAINING_MESSAGES.difficultyRatingRange, order: 3 }))
  difficultyRating?: number | null;

  @ApiInteger({ minimum: 0, maximum: 10000, required: false, nullable: true })
  @IsOptional()
  @Transform(numericString)
  @IsInt(rule({ message: 'Calories burned must be a whole number from 0 to 10000', order: 4 }))
  @Min(0, rule({ message: 'Calories burned must be a whole number from 0 to 10000', order: 4 }))
  @Max(10000, rule({ message: 'Calories burned must be a whole number from 0 to 10000', order: 4 }))
  caloriesBurned?: number | null;

  @OptionalText(2000, 'Notes', 5)
  notes?: string | null;

  /**
   * A key the device makes once per log (a UUID): sending the same log again with it, after a lost answer or from the
   * offline queue, answers the recorded session instead of 409.
   */
  @ApiUuid({ required: false })
  @IsOptional()
  @IsUUID('all', rule({ message: IDEMPOTENCY_KEY_MESSAGE, order: 6 }))
  idempotencyKey?: string;
}

export class LoggedSetResponseDto {
  @ApiInteger({ minimum: 0 })
  reps: number;
  weight: number | null;
}

export class LoggedExerciseResponseDto {
  @ApiUuid()
  exerciseId: string;
  exerciseName: string;
  sets: LoggedSetResponseDto[];
}

/** What the client logged for one client workout. */
export class WorkoutSessionDto {
  @ApiDate()
  date: string;
  exercises: LoggedExerciseResponseDto[];
  /** Minutes. */
  @ApiInteger({ minimum: 1 })
  totalDuration: number | null;
  @ApiInteger({ minimum: 0 })
  caloriesBurned: number | null;
  @ApiInteger({ minimum: 1, maximum: 10 })
  difficultyRating: number | null;
  notes: string | null;
}

/** A page of a client's workouts, latest day first ("Load more"). */
export class ListClientWorkoutsQuery extends CursorPageQuery({ ...LIST_PAGES.clientWorkouts, invalidCursor: CURSOR_MESSAGES.clientWorkouts }) {}

/** A page of the signed-in client's plan, soonest first ("Load more"). */
export class WorkoutPlanQuery extends CursorPageQuery({ ...LIST_PAGES.workoutPlan, invalidCursor: CURSOR_MESSAGES.workoutPlan, order: 'in order' }) {}

/** A page of the exercises of a client's progress chart, by name (numbered pages). */
export class ExerciseProgressQuery extends PageQuery(LIST_PAGES.exerciseProgress) {}

export class ClientWorkoutResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiUuid()
  workoutId: string;
  @ApiDate()
  scheduledDate: string;
  @ApiProperty({ enum: CLIENT_WORKOUT_STATUSES, enumName: 'ClientWorkoutStatus' })
  status: ClientWorkoutStatus;
  @ApiDateTime()
  completedAt: string | null;
  /** When the day passed without a log. */
  @ApiDateTime()
  missedAt: string | null;
  notes: string | null;
  workout: WorkoutResponseDto;
  /** The logged session; null until completed. */
  session: WorkoutSessionDto | null;
  @ApiDateTime()
  createdAt: string;
}

/** What an assignment created. */
export class AssignWorkoutResponseDto {
  /** Client workouts created. */
  @ApiInteger({ minimum: 0 })
  created: number;
  /** Client-and-date pairs that already had this workout (left as they were). */
  @ApiInteger({ minimum: 0 })
  skipped: number;
  /** The client workouts created. */
  clientWorkouts: ClientWorkoutResponseDto[];
}

/** One day's figures of one exercise. */
export class ExerciseProgressPointDto {
  @ApiDate()
  date: string;
  /** The heaviest set's weight (lbs); null for bodyweight work. */
  bestWeight: number | null;
  /** Reps of the best set (the heaviest, or the most reps without weight). */
  @ApiInteger({ minimum: 0 })
  bestReps: number;
  /** Sum of reps × weight over the day's sets (lbs). */
  volume: number;
  /** Reps over the day's sets. */
  @ApiInteger({ minimum: 0 })
  totalReps: number;
}

/** A client's progress on one exercise, day by day. */
export class ExerciseProgressDto {
  @ApiUuid()
  exerciseId: string;
  exerciseName: string;
  points: ExerciseProgressPointDto[];
}

export function toSessionResponse(logs: WorkoutLog[]): WorkoutSessionDto | null {
  const first = logs[0];
  if (!first) return null;
  return {
    date: first.date,
    exercises: logs.map((log) => ({ exerciseId: log.exercise.id, exerciseName: log.exercise.name, sets: log.sets })),
    totalDuration: first.totalDuration ?? null,
    caloriesBurned: first.caloriesBurned ?? null,
    difficultyRating: first.difficultyRating ?? null,
    notes: first.notes ?? null,
  };
}

export function toClientWorkoutResponse(item: ClientWorkout, workout: WorkoutResponseDto, logs: WorkoutLog[] = []): ClientWorkoutResponseDto {
  return {
    id: item.id,
    clientId: item.client.id,
    workoutId: item.workout.id,
    scheduledDate: item.scheduledDate,
    status: item.status,
    completedAt: item.completedAt?.toISOString() ?? null,
    missedAt: item.missedAt?.toISOString() ?? null,
    notes: item.notes ?? null,
    workout,
    session: toSessionResponse(logs),
    createdAt: item.createdAt.toISOString(),
  };
}

/** The client dashboard's Workouts This Week: the signed-in client's workouts dated Sunday to Saturday. */
export class ClientWeekResponseDto {
  /** Workouts the coach planned for this week. */
  @ApiInteger({ minimum: 0 })
  planned: number;
  /** Of those, the ones logged. */
  @ApiInteger({ minimum: 0 })
  completed: number;
  /** The Sunday the week starts on, in the business's time zone. */
  @ApiDate()
  weekStart: string;
}
