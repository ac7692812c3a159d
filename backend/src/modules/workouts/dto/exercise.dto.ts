import {
  DIFFICULTIES,
  EXERCISE_CATEGORIES,
  EXERCISE_CATEGORY_LABELS,
  EXERCISE_PAGE,
  TRAINING_MESSAGES,
  type Difficulty,
  type ExerciseCategory,
} from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUrl, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, OptionalNotNull, rule } from '../../../common/validation/rules';
import { emptyToNull, trim } from '../../../common/validation/transforms';
import type { Exercise } from '../entities/exercise.entity';
import type { ExerciseCategoryCount, ExerciseFields } from '../exercises.repository';

const trimList = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '') : value;

/** The rules of each exercise field, written once for Add and Edit. */
const Category = () =>
  applyDecorators(
    ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory' }),
    NotBlank({ message: TRAINING_MESSAGES.categoryRequired, order: 2 }),
    IsIn(EXERCISE_CATEGORIES, rule({ message: TRAINING_MESSAGES.invalidCategory, order: 3 })),
  );
const Difficulty = () =>
  applyDecorators(
    ApiProperty({ enum: DIFFICULTIES, enumName: 'Difficulty', required: false, nullable: true }),
    IsOptional(),
    Transform(emptyToNull),
    IsIn(DIFFICULTIES, rule({ message: TRAINING_MESSAGES.invalidDifficulty, order: 4 })),
  );
// Lists can be emptied ([]), not nulled.
const TextList = (label: string, maxItems: number, maxLength: number) =>
  applyDecorators(
    OptionalNotNull(),
    Transform(trimList),
    IsArray(rule({ message: `${label} must be a list`, order: 4 })),
    ArrayMaxSize(maxItems, rule({ message: `${label} can hold at most ${maxItems} items`, order: 5 })),
    IsString({ each: true, ...rule({ message: `${label} must be a list of text`, order: 5 }) }),
    MaxLength(maxLength, { each: true, ...rule({ message: `Each of ${label.toLowerCase()} must be at most ${maxLength} characters`, order: 5 }) }),
  );
const VideoUrl = () =>
  applyDecorators(
    IsOptional(),
    Transform(emptyToNull),
    IsUrl({ protocols: ['http', 'https'], require_protocol: true }, rule({ message: TRAINING_MESSAGES.invalidVideoUrl, order: 7 })),
    MaxLength(2000, rule({ message: TRAINING_MESSAGES.invalidVideoUrl, order: 7 })),
  );

/** Add an exercise to the business's own library. */
export class CreateExerciseDto {
  /** @example Landmine Press */
  @RequiredText({ label: 'Exercise name', max: 120, required: TRAINING_MESSAGES.exerciseNameRequired })
  name: string;

  @OptionalText(2000, 'Description', 6)
  description?: string | null;

  @Category()
  category: ExerciseCategory;

  /** @example ["shoulders", "triceps"] */
  @TextList('Muscle groups', 20, 60)
  muscleGroups?: string[];

  /** @example barbell */
  @OptionalText(100, 'Equipment', 6)
  equipment?: string | null;

  @Difficulty()
  difficulty?: Difficulty | null;

  /** Step-by-step, one step per item. */
  @TextList('Instructions', 30, 1000)
  instructions?: string[];

  /** @example https://videos.example.com/landmine-press */
  @VideoUrl()
  videoUrl?: string | null;
}

/** Edit one of the business's exercises: only the fields sent change. */
export class UpdateExerciseDto extends PartialType(CreateExerciseDto, { skipNullProperties: false }) {}

/** Query of GET /api/exercises. */
export class ListExercisesQuery extends PageQuery(EXERCISE_PAGE) {
  /** Matches the name or the description, case-insensitively. */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(200)
  search?: string;

  @ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory', required: false })
  @IsOptional()
  @IsIn(EXERCISE_CATEGORIES, rule({ message: TRAINING_MESSAGES.invalidCategory }))
  category?: ExerciseCategory;

  /** An exercise matches when it trains this muscle group (case-insensitive). @example chest */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(60)
  muscleGroup?: string;

  /** Exact equipment, case-insensitive. @example dumbbells */
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  equipment?: string;

  @ApiProperty({ enum: DIFFICULTIES, enumName: 'Difficulty', required: false })
  @IsOptional()
  @IsIn(DIFFICULTIES, rule({ message: TRAINING_MESSAGES.invalidDifficulty }))
  difficulty?: Difficulty;
}

export class ExerciseResponseDto {
  @ApiUuid()
  id: string;
  /** The business that added it; null for the library that ships with CoachCore (read-only). */
  @ApiUuid()
  coachId: string | null;
  /** True for the business's own exercises (editable), false for the shipped library. */
  isCustom: boolean;
  name: string;
  description: string | null;
  @ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory' })
  category: ExerciseCategory;
  muscleGroups: string[];
  equipment: string | null;
  @ApiProperty({ enum: DIFFICULTIES, enumName: 'Difficulty', nullable: true })
  difficulty: Difficulty | null;
  /** Step-by-step instructions. */
  instructions: string[];
  videoUrl: string | null;
  /** The authorised route that serves the uploaded image; null without one. */
  imageUrl: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

/** One card of the exercise library (document 2: id, name, imageUrl, exerciseCount, tags). */
export class ExerciseCategoryDto {
  /** The category itself is the card's id. */
  @ApiProperty({ enum: EXERCISE_CATEGORIES, enumName: 'ExerciseCategory', pattern: '^[a-z]+$' })
  id: ExerciseCategory;
  /** @example Strength */
  name: string;
  /** No category image ships with the product: null. */
  @ApiProperty({ type: 'string', nullable: true })
  imageUrl: string | null;
  /** Exercises of the category the business sees (the shipped library and its own). */
  @ApiInteger({ minimum: 0 })
  exerciseCount: number;
  /** The muscle groups the category's exercises train most. @example ["chest", "triceps", "shoulders"] */
  tags: string[];
}

/** A category card, with the exercises the business sees in it (none counted: 0 and no tags). */
export function toExerciseCategory(category: ExerciseCategory, counted: ExerciseCategoryCount | undefined): ExerciseCategoryDto {
  return { id: category, name: EXERCISE_CATEGORY_LABELS[category], imageUrl: null, exerciseCount: counted?.count ?? 0, tags: counted?.tags ?? [] };
}

export const exerciseImageUrl = (id: string) => `/api/exercises/${id}/image`;

export function toExerciseResponse(exercise: ExerciseFields): ExerciseResponseDto {
  return {
    id: exercise.id,
    coachId: exercise.coachId,
    isCustom: exercise.coachId !== null,
    name: exercise.name,
    description: exercise.description ?? null,
    category: exercise.category,
    muscleGroups: exercise.muscleGroups,
    equipment: exercise.equipment ?? null,
    difficulty: exercise.difficulty ?? null,
    instructions: exercise.instructions,
    videoUrl: exercise.videoUrl ?? null,
    imageUrl: exercise.imageKey ? exerciseImageUrl(exercise.id) : null,
    createdAt: exercise.createdAt.toISOString(),
    updatedAt: exercise.updatedAt.toISOString(),
  };
}

/** An Exercise entity as the mapper reads it. */
export const exerciseFields = (exercise: Exercise): ExerciseFields => ({
  id: exercise.id,
  coachId: exercise.coach?.id ?? null,
  name: exercise.name,
  description: exercise.description,
  category: exercise.category,
  muscleGroups: exercise.muscleGroups,
  equipment: exercise.equipment,
  difficulty: exercise.difficulty,
  instructions: exercise.instructions,
  videoUrl: exercise.videoUrl,
  imageKey: exercise.imageKey,
  createdAt: exercise.createdAt,
  updatedAt: exercise.updatedAt,
});

/** The multipart body of an image upload. */
export class ExerciseImageUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most 5 MB' })
  file: unknown;
}
