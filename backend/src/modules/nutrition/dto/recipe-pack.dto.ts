import {
  LIST_PAGES,
  MEAL_CATEGORIES,
  NUTRITION_MESSAGES,
  RECIPE_PACK_DIFFICULTIES,
  RECIPE_PACK_STATUSES,
  type MealCategory,
  type RecipePackDifficulty,
  type RecipePackStatus,
} from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, rule, OptionalNotNull } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { ClientRecipePack } from '../entities/client-recipe-pack.entity';
import type { RecipePack } from '../entities/recipe-pack.entity';
import type { RecipePackMeal } from '../entities/recipe-pack-meal.entity';
import { day, PlanMealSummaryDto } from './meal-plan.dto';

export class PackMealInput {
  @ApiUuid()
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.mealNotFound, order: 6 }))
  mealId: string;

  @ApiInteger({ minimum: 1, maximum: 28 })
  @IsInt(rule({ message: 'Day must be a whole number from 1 to 28', order: 6 }))
  @Min(1, rule({ message: 'Day must be a whole number from 1 to 28', order: 6 }))
  @Max(28, rule({ message: 'Day must be a whole number from 1 to 28', order: 6 }))
  dayNumber: number;

  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  @IsIn(MEAL_CATEGORIES, rule({ message: NUTRITION_MESSAGES.mealTypeInvalid, order: 6 }))
  mealType: MealCategory;
}

/** A recipe pack: theme, difficulty (default beginner), servings (default 4), tags, and recipes by day and meal type. */
export class CreateRecipePackDto {
  /** @example Meal-prep Sundays */
  @RequiredText({ label: 'Recipe pack name', max: 200, required: NUTRITION_MESSAGES.recipePackNameRequired })
  name: string;

  @OptionalText(2000)
  description?: string | null;

  /** @example High protein */
  @OptionalText(100)
  theme?: string | null;

  @ApiProperty({ enum: RECIPE_PACK_DIFFICULTIES, enumName: 'RecipePackDifficulty', required: false })
  @OptionalNotNull()
  @IsIn(RECIPE_PACK_DIFFICULTIES, rule({ message: NUTRITION_MESSAGES.difficultyInvalid, order: 2 }))
  difficulty?: RecipePackDifficulty;

  @ApiInteger({ required: false, minimum: 1, maximum: 100 })
  @OptionalNotNull()
  @Transform(numericString)
  @IsInt(rule({ message: NUTRITION_MESSAGES.servingsRange, order: 3 }))
  @Min(1, rule({ message: NUTRITION_MESSAGES.servingsRange, order: 3 }))
  @Max(100, rule({ message: NUTRITION_MESSAGES.servingsRange, order: 3 }))
  servings?: number;

  @OptionalNotNull()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(40, { each: true })
  tags?: string[];

  @OptionalNotNull()
  @IsBoolean()
  isPublic?: boolean;

  @OptionalNotNull()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PackMealInput)
  meals?: PackMealInput[];
}

/** Only the fields sent change; `meals` sent replace the pack's recipes. */
export class UpdateRecipePackDto extends PartialType(CreateRecipePackDto, { skipNullProperties: false }) {}

export class AssignRecipePackDto {
  @ApiUuid()
  @NotBlank({ message: 'Client is required', order: 1 })
  clientId: string;

  /** Default: none (the client starts when they like). */
  @ApiDate({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 2 }))
  startDate?: string | null;
}

/** The client's progress through an assigned pack. */
export class UpdateClientRecipePackDto {
  @ApiInteger({ required: false, minimum: 0, maximum: 100 })
  @OptionalNotNull()
  @IsInt(rule({ message: NUTRITION_MESSAGES.progressRange }))
  @Min(0, rule({ message: NUTRITION_MESSAGES.progressRange }))
  @Max(100, rule({ message: NUTRITION_MESSAGES.progressRange }))
  progress?: number;

  @ApiProperty({ enum: RECIPE_PACK_STATUSES, enumName: 'RecipePackStatus', required: false })
  @OptionalNotNull()
  @IsIn(RECIPE_PACK_STATUSES, rule({ message: NUTRITION_MESSAGES.packStatusInvalid }))
  status?: RecipePackStatus;

  @OptionalText(2000)
  feedback?: string | null;
}

export class PackMealDto {
  @ApiUuid()
  id: string;
  @ApiInteger({ minimum: 1 })
  dayNumber: number;
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  mealType: MealCategory;
  @ApiInteger({ minimum: 0 })
  orderIndex: number;
  meal: PlanMealSummaryDto;
}

/** A page of the business's recipe packs (numbered pages). */
export class ListRecipePacksQuery extends PageQuery(LIST_PAGES.recipePacks) {}

/** A page of a client's recipe packs (numbered pages). */
export class ListClientRecipePacksQuery extends PageQuery(LIST_PAGES.clientRecipePacks) {}

export class RecipePackDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  theme: string | null;
  @ApiProperty({ enum: RECIPE_PACK_DIFFICULTIES, enumName: 'RecipePackDifficulty' })
  difficulty: RecipePackDifficulty;
  /** Minutes: the prep and cook times of its recipes added up. */
  @ApiInteger({ nullable: true })
  prepTimeTotal: number | null;
  @ApiInteger()
  servings: number;
  imageUrl: string | null;
  tags: string[];
  isPublic: boolean;
  meals: PackMealDto[];
  @ApiDateTime()
  createdAt: string;
}

export class ClientRecipePackDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiDate()
  assignedDate: string;
  @ApiDate({ nullable: true })
  startDate: string | null;
  @ApiProperty({ enum: RECIPE_PACK_STATUSES, enumName: 'RecipePackStatus' })
  status: RecipePackStatus;
  @ApiInteger({ minimum: 0, maximum: 100 })
  progress: number;
  feedback: string | null;
  recipePack: RecipePackDto;
}

export function toPackMeals(entries: RecipePackMeal[]): PackMealDto[] {
  return entries.map((entry) => ({
    id: entry.id,
    dayNumber: entry.dayNumber,
    mealType: entry.mealType,
    orderIndex: entry.orderIndex,
    meal: {
      id: entry.meal.id,
      name: entry.meal.name,
      category: entry.meal.category,
      calories: entry.meal.calories,
      protein: entry.meal.protein,
      carbs: entry.meal.carbs,
      fat: entry.meal.fat,
      fiber: entry.meal.fiber,
      imageUrl: entry.meal.imageKey ? `/api/meals/${entry.meal.id}/image` : null,
    },
  }));
}

export function toRecipePack(pack: RecipePack, entries: RecipePackMeal[]): RecipePackDto {
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description ?? null,
    theme: pack.theme ?? null,
    difficulty: pack.difficulty,
    prepTimeTotal: pack.prepTimeTotal ?? null,
    servings: pack.servings,
    imageUrl: pack.imageUrl ?? null,
    tags: pack.tags,
    isPublic: pack.isPublic,
    meals: toPackMeals(entries),
    createdAt: pack.createdAt.toISOString(),
  };
}

export function toClientRecipePack(assignment: ClientRecipePack, entries: RecipePackMeal[]): ClientRecipePackDto {
  return {
    id: assignment.id,
    clientId: assignment.client.id,
    assignedDate: day(assignment.assignedDate)!,
    startDate: day(assignment.startDate),
    status: assignment.status,
    progress: assignment.progress,
    feedback: assignment.feedback ?? null,
    recipePack: toRecipePack(assignment.recipePack, entries),
  };
}
