import { MEAL_CATEGORIES, MEAL_CATEGORY_LABELS, MEAL_PAGE, NUTRITION_MESSAGES, type MealCategory } from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, rule, stacked, OptionalNotNull } from '../../../common/validation/rules';
import { numericString } from '../../../common/validation/transforms';
import type { Meal } from '../entities/meal.entity';

export class ListMealsQuery extends PageQuery(MEAL_PAGE) {
  /** Part of the name or description, case-insensitive. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory', required: false })
  @IsOptional()
  @IsIn(MEAL_CATEGORIES, rule({ message: NUTRITION_MESSAGES.categoryInvalid }))
  category?: MealCategory;
}

/** One ingredient: a food of the database and how much of it, in the food's serving unit. */
export class MealIngredientInput {
  @ApiUuid()
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.ingredientFoodRequired, order: 5 }))
  foodId: string;

  /** @example 40 */
  @Transform(numericString)
  @Min(0.01, rule({ message: NUTRITION_MESSAGES.ingredientQuantity, order: 5 }))
  @Max(100000, rule({ message: NUTRITION_MESSAGES.ingredientQuantity, order: 5 }))
  quantity: number;
}

const Minutes = () =>
  stacked(
    IsOptional(),
    Transform(numericString),
    IsInt(rule({ message: NUTRITION_MESSAGES.minutesRange, order: 6 })),
    Min(0, rule({ message: NUTRITION_MESSAGES.minutesRange, order: 6 })),
    Max(1440, rule({ message: NUTRITION_MESSAGES.minutesRange, order: 6 })),
  );

/** A meal or recipe: its macros are computed from the ingredients, per serving. */
export class CreateMealDto {
  /** @example Overnight oats */
  @RequiredText({ label: 'Meal name', max: 200, required: NUTRITION_MESSAGES.mealNameRequired })
  name: string;

  @OptionalText(2000)
  description?: string | null;

  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  @NotBlank({ message: NUTRITION_MESSAGES.categoryRequired, order: 2 })
  @IsIn(MEAL_CATEGORIES, rule({ message: NUTRITION_MESSAGES.categoryInvalid, order: 3 }))
  category: MealCategory;

  @OptionalNotNull()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => MealIngredientInput)
  ingredients?: MealIngredientInput[];

  @OptionalText(10000)
  instructions?: string | null;

  /** Minutes. */
  @ApiInteger({ required: false, nullable: true, minimum: 0, maximum: 1440 })
  @Minutes()
  prepTime?: number | null;

  /** Minutes. */
  @ApiInteger({ required: false, nullable: true, minimum: 0, maximum: 1440 })
  @Minutes()
  cookTime?: number | null;

  /** The ingredients make this many servings (default 1). */
  @ApiInteger({ required: false, minimum: 1, maximum: 100 })
  @OptionalNotNull()
  @Transform(numericString)
  @IsInt(rule({ message: NUTRITION_MESSAGES.servingsRange, order: 6 }))
  @Min(1, rule({ message: NUTRITION_MESSAGES.servingsRange, order: 6 }))
  @Max(100, rule({ message: NUTRITION_MESSAGES.servingsRange, order: 6 }))
  servings?: number;

  @OptionalNotNull()
  @IsBoolean()
  isRecipe?: boolean;
}

/** Only the fields sent change; sending `ingredients` replaces them all and recomputes the macros. */
export class UpdateMealDto extends PartialType(CreateMealDto, { skipNullProperties: false }) {}

export class UploadMealImageDto {
  /** A JPEG, PNG, WebP or GIF image of at most 10 MB; its type is read from the content, not the name. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

export class MealIngredientDto {
  @ApiUuid()
  foodId: string;
  foodName: string;
  quantity: number;
  unit: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

export class MealResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  category: MealCategory;
  /** Per serving, from the ingredients. */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  ingredients: MealIngredientDto[];
  instructions: string | null;
  @ApiInteger({ nullable: true })
  prepTime: number | null;
  @ApiInteger({ nullable: true })
  cookTime: number | null;
  @ApiInteger()
  servings: number;
  /** The authorised route serving the uploaded image; null without one. */
  imageUrl: string | null;
  isRecipe: boolean;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

/** A meal category card: its meals counted from the business's list. */
export class MealCategoryDto {
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory', pattern: '^(breakfast|lunch|dinner|snack)$' })
  id: MealCategory;
  /** @example Snacks */
  name: string;
  @ApiInteger({ minimum: 0 })
  recipeCount: number;
}

export const toMealCategory = (category: MealCategory, recipeCount: number): MealCategoryDto => ({
  id: category,
  name: MEAL_CATEGORY_LABELS[category],
  recipeCount,
});

export function toMealResponse(meal: Meal): MealResponseDto {
  return {
    id: meal.id,
    name: meal.name,
    description: meal.description ?? null,
    category: meal.category,
    calories: meal.calories,
    protein: meal.protein,
    carbs: meal.carbs,
    fat: meal.fat,
    fiber: meal.fiber,
    ingredients: meal.ingredients,
    instructions: meal.instructions ?? null,
    prepTime: meal.prepTime ?? null,
    cookTime: meal.cookTime ?? null,
    servings: meal.servings,
    imageUrl: meal.imageKey ? `/api/meals/${meal.id}/image` : null,
    isRecipe: meal.isRecipe,
    createdAt: meal.createdAt.toISOString(),
    updatedAt: meal.updatedAt.toISOString(),
  };
}
