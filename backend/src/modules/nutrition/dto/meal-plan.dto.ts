import {
  LIST_PAGES,
  MEAL_CATEGORIES,
  MEAL_PAGE,
  MEAL_PLAN_DURATION,
  NUTRITION_MESSAGES,
  sumNutrients,
  type MealCategory,
  type SAMPLE_FEATURED_PLANS,
} from '@coachcore/domain';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { NotBlank, rule, stacked, OptionalNotNull } from '../../../common/validation/rules';
import { emptyToNull, numericString, queryBoolean } from '../../../common/validation/transforms';
import type { ClientMealPlan } from '../entities/client-meal-plan.entity';
import type { MealPlan } from '../entities/meal-plan.entity';
import type { MealPlanMeal } from '../entities/meal-plan-meal.entity';

export class ListMealPlansQuery extends PageQuery(MEAL_PAGE) {
  /** Part of the name or description, case-insensitive. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Only templates (true) or only the other plans (false). */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  isTemplate?: boolean;
}

const Target = () =>
  stacked(
    ApiInteger({ required: false, nullable: true, minimum: 0, maximum: 20000 }),
    IsOptional(),
    Transform(numericString),
    IsInt(rule({ message: NUTRITION_MESSAGES.targetRange, order: 4 })),
    Min(0, rule({ message: NUTRITION_MESSAGES.targetRange, order: 4 })),
    Max(20000, rule({ message: NUTRITION_MESSAGES.targetRange, order: 4 })),
  );

/** A meal placed on a day (1 to the duration) at a meal type. */
export class PlanMealInput {
  @ApiUuid()
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.mealNotFound, order: 6 }))
  mealId: string;

  @ApiInteger({ minimum: 1, maximum: MEAL_PLAN_DURATION.max })
  @IsInt(rule({ message: NUTRITION_MESSAGES.planDayRange, order: 6 }))
  @Min(1, rule({ message: NUTRITION_MESSAGES.planDayRange, order: 6 }))
  day: number;

  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  @IsIn(MEAL_CATEGORIES, rule({ message: NUTRITION_MESSAGES.mealTypeInvalid, order: 6 }))
  mealType: MealCategory;

  /** Position within the day's meal type (default: the order sent). */
  @ApiInteger({ required: false, minimum: 0 })
  @OptionalNotNull()
  @IsInt()
  @Min(0)
  orderIndex?: number;
}

/** The meal plan builder's form: the plan, its targets, and its meals by day and meal type. */
export class CreateMealPlanDto {
  /** @example Lean bulk, week 1 */
  @RequiredText({ label: 'Meal plan name', max: 200, required: NUTRITION_MESSAGES.mealPlanNameRequired })
  name: string;

  @OptionalText(2000)
  description?: string | null;

  @Target() targetCalories?: number | null;
  @Target() targetProtein?: number | null;
  @Target() targetCarbs?: number | null;
  @Target() targetFat?: number | null;

  /** Days (1 to 28, default 7). */
  @ApiInteger({ required: false, minimum: MEAL_PLAN_DURATION.min, maximum: MEAL_PLAN_DURATION.max })
  @OptionalNotNull()
  @Transform(numericString)
  @IsInt(rule({ message: NUTRITION_MESSAGES.durationRange, order: 3 }))
  @Min(MEAL_PLAN_DURATION.min, rule({ message: NUTRITION_MESSAGES.durationRange, order: 3 }))
  @Max(MEAL_PLAN_DURATION.max, rule({ message: NUTRITION_MESSAGES.durationRange, order: 3 }))
  duration?: number;

  @OptionalNotNull()
  @IsBoolean()
  isTemplate?: boolean;

  @OptionalNotNull()
  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => PlanMealInput)
  meals?: PlanMealInput[];
}

/** Only the fields sent change; `meals` sent replaces the plan's meals. */
export class UpdateMealPlanDto extends PartialType(CreateMealPlanDto, { skipNullProperties: false }) {}

/** Assigns the plan to a client of the business from `startDate` (default end: start + duration − 1). */
export class AssignMealPlanDto {
  @ApiUuid()
  @NotBlank({ message: 'Client is required', order: 1 })
  clientId: string;

  @ApiDate()
  @NotBlank({ message: NUTRITION_MESSAGES.startDateRequired, order: 2 })
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 3 }))
  startDate: string;

  @ApiDate({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 3 }))
  endDate?: string | null;
}

export class PlanMealSummaryDto {
  @ApiUuid()
  id: string;
  name: string;
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  category: MealCategory;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  /** The authorised route serving the meal's image; null without one. */
  imageUrl: string | null;
}

export class PlanMealDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  mealId: string;
  @ApiInteger({ minimum: 1 })
  day: number;
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  mealType: MealCategory;
  @ApiInteger({ minimum: 0 })
  orderIndex: number;
  meal: PlanMealSummaryDto;
}

/** A day's totals of the plan's meals, against the plan's targets. */
export class PlanDayTotalsDto {
  @ApiInteger({ minimum: 1 })
  day: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

export class MealPlanResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  @ApiInteger({ nullable: true })
  targetCalories: number | null;
  @ApiInteger({ nullable: true })
  targetProtein: number | null;
  @ApiInteger({ nullable: true })
  targetCarbs: number | null;
  @ApiInteger({ nullable: true })
  targetFat: number | null;
  /** Days. */
  @ApiInteger()
  duration: number;
  isTemplate: boolean;
  @ApiInteger({ minimum: 0 })
  mealCount: number;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export class MealPlanDetailDto extends MealPlanResponseDto {
  meals: PlanMealDto[];
  /** One entry per day of the plan, 1 to duration. */
  days: PlanDayTotalsDto[];
}

/** A featured plan card: the business's own templates, or the spec's two sample plans (id null) while it has none. */
export class FeaturedPlanDto {
  @ApiUuid({ nullable: true })
  id: string | null;
  name: string;
  description: string | null;
  imageUrl: string | null;
  @ApiInteger()
  duration: number;
  /** @example 1,400-1,600 calories */
  tag: string;
}

/** A page of a client's meal plan assignments (numbered pages). */
export class ListMealPlanAssignmentsQuery extends PageQuery(LIST_PAGES.mealPlanAssignments) {}

export class ClientMealPlanResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiUuid()
  mealPlanId: string;
  mealPlanName: string;
  @ApiDate()
  startDate: string;
  @ApiDate({ nullable: true })
  endDate: string | null;
  isActive: boolean;
  @ApiDateTime()
  createdAt: string;
}

export const day = (value: string | Date | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

export function toMealPlanResponse(plan: MealPlan, mealCount: number): MealPlanResponseDto {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description ?? null,
    targetCalories: plan.targetCalories ?? null,
    targetProtein: plan.targetProtein ?? null,
    targetCarbs: plan.targetCarbs ?? null,
    targetFat: plan.targetFat ?? null,
    duration: plan.duration,
    isTemplate: plan.isTemplate,
    mealCount,
    createdAt: plan.createdAt.toISOString(),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

export function toClientMealPlanResponse(assignment: ClientMealPlan): ClientMealPlanResponseDto {
  return {
    id: assignment.id,
    clientId: assignment.client.id,
    mealPlanId: assignment.mealPlan.id,
    mealPlanName: assignment.mealPlan.name,
    startDate: day(assignment.startDate)!,
    endDate: day(assignment.endDate),
    isActive: assignment.isActive,
    createdAt: assignment.createdAt.toISOString(),
  };
}

/** Plan meals as answered, with the meal's figures (per serving: one serving per placed meal). */
export function toPlanMeals(entries: MealPlanMeal[]): PlanMealDto[] {
  return entries.map((entry) => ({
    id: entry.id,
    mealId: entry.meal.id,
    day: entry.day,
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

/** The plan with its meals and each day's totals. */
export function toMealPlanDetail(plan: MealPlan, entries: MealPlanMeal[]): MealPlanDetailDto {
  const meals = toPlanMeals(entries);
  const days = Array.from({ length: plan.duration }, (_, index) => {
    const number = index + 1;
    return { day: number, ...sumNutrients(meals.filter((entry) => entry.day === number).map((entry) => entry.meal)) };
  });
  return { ...toMealPlanResponse(plan, entries.length), meals, days };
}

/** One of the business's templates as a featured plan card. */
export function toFeaturedPlan(plan: MealPlan): FeaturedPlanDto {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description ?? null,
    imageUrl: null,
    duration: plan.duration,
    tag: plan.targetCalories ? `${plan.targetCalories.toLocaleString('en-US')} calories` : 'Template',
  };
}

/** One of the spec's sample plans (no id), shown while the business has no templates. */
export const toSampleFeaturedPlan = (sample: (typeof SAMPLE_FEATURED_PLANS)[number]): FeaturedPlanDto => ({ id: null, imageUrl: null, ...sample });
