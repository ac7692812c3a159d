import {
  DIFFICULTIES,
  EXERCISE_CATEGORIES,
  REPS_PATTERN,
  TRAINING_MESSAGES,
  WORKOUT_NAME_MAX_LENGTH,
  WORKOUT_PAGE,
  type Difficulty,
  type ExerciseCategory,
} from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Amount, OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString, trim } from '../../../common/validation/transforms';
import type { Workout } from '../entities/workout.entity';
import type { WorkoutExercise } from '../entities/workout-exercise.entity';

const Int = (min: number, max: number, message: string, order = 20) =>
  applyDecorators(
    ApiInteger({ minimum: min, maximum: max, required: false, nullable: true }),
    IsOptional(),
    Transform(numericString),
    IsInt(rule({ message, order })),
    Min(min, rule({ message, order })),
    Max(max, rule({ message, order })),
  );

/** One exercise of the workout being saved. */
export class WorkoutExerciseInputDto {
  /** An exercise of the shipped library or of the business. */
  @ApiUuid()
  @NotBlank({ message: TRAINING_MESSAGES.exerciseRequired, order: 11 })
  exerciseId: string;

  /** Position in the workout (0 first); the list's order is kept when omitted. */
  @Int(0, 1000, 'Order index must be a whole number from 0 to 1000')
  orderIndex?: number | null;

  @Int(1, 100, TRAINING_MESSAGES.setsRange)
  sets?: number | null;

  /** A count ("12"), a range ("8-12") or seconds ("30s"). @example 8-12 */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? String(value) : emptyToNull({ value })))
  @IsString(rule({ message: TRAINING_MESSAGES.invalidReps, order: 21 }))
  @Matches(REPS_PATTERN, rule({ message: TRAINING_MESSAGES.invalidReps, order: 21 }))
  @MaxLength(20, rule({ message: TRAINING_MESSAGES.invalidReps, order: 21 }))
  reps?: string | null;

  /** lbs. */
  @Amount(2000, TRAINING_MESSAGES.weightRange, 22)
  weight?: number | null;

  /** Seconds of rest after the exercise. */
  @Int(0, 3600, TRAINING_MESSAGES.restTimeRange, 23)
  restTime?: number | null;

  /** @example 3-1-1-0 */
  @OptionalText(20, 'Tempo', 24)
  tempo?: string | null;

  @OptionalText(1000, 'Exercise notes', 25)
  notes?: string | null;

  /** Exercises sharing a number form a superset; they must be next to each other. */
  @Int(1, 50, TRAINING_MESSAGES.supersetRange, 26)
  supersetGroup?: number | null;
}

const Category = () =>
  applyDecorators(
    ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory', required: false, nullable: true }),
    IsOptional(),
    Transform(emptyToNull),
    IsIn(EXERCISE_CATEGORIES, rule({ message: TRAINING_MESSAGES.invalidCategory, order: 2 })),
  );
const Difficulty = () =>
  applyDecorators(
    ApiProperty({ enum: DIFFICULTIES, enumName: 'Difficulty', required: false, nullable: true }),
    IsOptional(),
    Transform(emptyToNull),
    IsIn(DIFFICULTIES, rule({ message: TRAINING_MESSAGES.invalidDifficulty, order: 3 })),
  );
const IsTemplate = () => IsBoolean(rule({ message: 'isTemplate must be true or false', order: 5 }));
const Exercises = () =>
  applyDecorators(
    ApiProperty({ type: () => [WorkoutExerciseInputDto], required: false, maxItems: 100 }),
    IsArray(rule({ message: 'Exercises must be a list', order: 6 })),
    ArrayMaxSize(100, rule({ message: 'A workout can hold at most 100 exercises', order: 7 })),
    ValidateNested({ each: true }),
    Type(() => WorkoutExerciseInputDto),
  );

/** Create New Workout. */
export class CreateWorkoutDto {
  /** @example Upper Body Power */
  @RequiredText({ label: 'Workout name', max: WORKOUT_NAME_MAX_LENGTH, required: TRAINING_MESSAGES.workoutNameRequired })
  name: string;

  @OptionalText(2000, 'Description')
  description?: string | null;

  @Category()
  category?: ExerciseCategory | null;

  @Difficulty()
  difficulty?: Difficulty | null;

  /** Minutes. */
  @Int(1, 600, TRAINING_MESSAGES.durationRange, 4)
  duration?: number | null;

  @OptionalNotNull()
  @IsTemplate()
  isTemplate?: boolean;

  /** The exercises in order. */
  @OptionalNotNull()
  @Exercises()
  exercises?: WorkoutExerciseInputDto[];
}

/** Edit a workout: only the fields sent change; `exercises`, when sent, replaces the whole list. */
export class UpdateWorkoutDto extends PartialType(CreateWorkoutDto, { skipNullProperties: false }) {}

/** Query of GET /api/workouts. */
export class ListWorkoutsQuery extends PageQuery(WORKOUT_PAGE) {
  /** Matches the name or the description, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;
}

/** One exercise of a workout as answered. */
export class WorkoutExerciseResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  exerciseId: string;
  exerciseName: string;
  @ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory' })
  exerciseCategory: ExerciseCategory;
  @ApiInteger({ minimum: 0 })
  orderIndex: number;
  @ApiInteger({ minimum: 1 })
  sets: number | null;
  reps: string | null;
  weight: number | null;
  /** Seconds. */
  @ApiInteger({ minimum: 0 })
  restTime: number | null;
  tempo: string | null;
  notes: string | null;
  @ApiInteger({ minimum: 1 })
  supersetGroup: number | null;
}

export class WorkoutResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  coachId: string;
  name: string;
  description: string | null;
  @ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory', nullable: true })
  category: ExerciseCategory | null;
  @ApiProperty({ enum: DIFFICULTIES, enumName: 'Difficulty', nullable: true })
  difficulty: Difficulty | null;
  /** Minutes. */
  @ApiInteger({ minimum: 1 })
  duration: number | null;
  isTemplate: boolean;
  /** In order. */
  exercises: WorkoutExerciseResponseDto[];
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export function toWorkoutExerciseResponse(item: WorkoutExercise): WorkoutExerciseResponseDto {
  return {
    id: item.id,
    exerciseId: item.exercise.id,
    exerciseName: item.exercise.name,
    exerciseCategory: item.exercise.category,
    orderIndex: item.orderIndex,
    sets: item.sets ?? null,
    reps: item.reps ?? null,
    weight: item.weight ?? null,
    restTime: item.restTime ?? null,
    tempo: item.tempo ?? null,
    notes: item.notes ?? null,
    supersetGroup: item.supersetGroup ?? null,
  };
}

/** The workout with its exercises (in order, each with its exercise's record loaded). */
export function toWorkoutResponse(workout: Workout, exercises: WorkoutExercise[]): WorkoutResponseDto {
  return {
    id: workout.id,
    coachId: workout.coach.id,
    name: workout.name,
    description: workout.description ?? null,
    category: workout.category ?? null,
    difficulty: workout.difficulty ?? null,
    duration: workout.duration ?? null,
    isTemplate: workout.isTemplate,
    exercises: [...exercises].sort((a, b) => a.orderIndex - b.orderIndex).map(toWorkoutExerciseResponse),
    createdAt: workout.createdAt.toISOString(),
    updatedAt: workout.updatedAt.toISOString(),
  };
}
