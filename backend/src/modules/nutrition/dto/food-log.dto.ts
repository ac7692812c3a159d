import { MEAL_CATEGORIES, NUTRITION_MESSAGES, SCAN_METHODS, type MealCategory, type ScanMethod } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDateString, IsIn, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText } from '../../../common/validation/fields';
import { IDEMPOTENCY_KEY_MESSAGE, NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { ClientMealPlan } from '../entities/client-meal-plan.entity';
import type { FoodLogEntry } from '../entities/food-log.entity';
import type { MealPlan } from '../entities/meal-plan.entity';
import type { MealPlanMeal } from '../entities/meal-plan-meal.entity';
import type { LoggedFood } from '../food-log.repository';
import { IsBarcode } from './food.dto';
import { MacroGoalResponseDto } from './macro-goal.dto';
import { day, PlanMealDto, toPlanMeals } from './meal-plan.dto';

export class DayQuery {
  /** YYYY-MM-DD; default today (UTC). */
  @ApiDate({ required: false })
  @IsOptional()
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid }))
  date?: string;
}

/** Logs an amount of a food at a meal type; what it brought is computed from the food's figures. */
export class CreateFoodLogDto {
  @ApiUuid()
  @NotBlank({ message: NUTRITION_MESSAGES.foodRequired, order: 1 })
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.foodNotFound, order: 2 }))
  foodId: string;

  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  @NotBlank({ message: NUTRITION_MESSAGES.mealTypeRequired, order: 3 })
  @IsIn(MEAL_CATEGORIES, rule({ message: NUTRITION_MESSAGES.mealTypeInvalid, order: 4 }))
  mealType: MealCategory;

  /** How much, in the food's serving unit. @example 150 */
  @Transform(numericString)
  @Min(0.01, rule({ message: NUTRITION_MESSAGES.servingSizePositive, order: 5 }))
  @Max(100000, rule({ message: NUTRITION_MESSAGES.servingSizePositive, order: 5 }))
  servingSize: number;

  /** Default today (UTC). */
  @ApiDate({ required: false })
  @IsOptional()
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 6 }))
  logDate?: string;

  /** How the food was found (default search). */
  @ApiProperty({ enum: SCAN_METHODS, enumName: 'ScanMethod', required: false })
  @IsOptional()
  @IsIn(SCAN_METHODS, rule({ message: NUTRITION_MESSAGES.scanMethodInvalid, order: 7 }))
  scanMethod?: ScanMethod;

  /** The scanned code, when found by barcode. */
  @IsOptional()
  @Transform(emptyToNull)
  @IsBarcode()
  barcode?: string | null;

  @OptionalText(1000)
  notes?: string | null;

  /**
   * A key the device makes once per entry (a UUID): sending the same entry again with it, after a lost answer or from
   * the offline queue, answers the stored entry instead of logging it twice.
   */
  @ApiUuid({ required: false })
  @IsOptional()
  @IsUUID('all', rule({ message: IDEMPOTENCY_KEY_MESSAGE, order: 8 }))
  idempotencyKey?: string;
}

/** Logs a meal of the client's plan on a day: each of its foods, once (sending it again answers the logged entries). */
export class LogPlannedMealDto {
  /** The planned meal: `todaysMeals[].id` of GET /api/client/meal-plan for that day. */
  @ApiUuid()
  @NotBlank({ message: NUTRITION_MESSAGES.plannedMealRequired, order: 1 })
  @IsUUID('all', rule({ message: NUTRITION_MESSAGES.plannedMealNotFound, order: 2 }))
  planMealId: string;

  /** Default today (UTC). */
  @ApiDate({ required: false })
  @IsOptional()
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 3 }))
  logDate?: string;
}

export class FoodLogEntryDto {
  @ApiUuid()
  id: string;
  @ApiUuid({ nullable: true })
  foodId: string | null;
  foodName: string;
  @ApiDate()
  logDate: string;
  @ApiProperty({ enum: MEAL_CATEGORIES, enumName: 'MealCategory' })
  mealType: MealCategory;
  servingSize: number;
  servingUnit: string;
  actualCalories: number;
  actualProtein: number;
  actualCarbs: number;
  actualFat: number;
  @ApiProperty({ enum: SCAN_METHODS, enumName: 'ScanMethod' })
  scanMethod: ScanMethod;
  barcode: string | null;
  notes: string | null;
  /** The meal of the plan it was logged from with Log meal; null for a food logged on its own. */
  @ApiUuid({ nullable: true })
  planMealId: string | null;
  /** The meal (recipe) it is part of, when logged from a planned meal. */
  @ApiUuid({ nullable: true })
  mealId: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** A planned meal as logged on a day: its entries, one per food of the meal. */
export class PlannedMealLogDto {
  @ApiUuid()
  planMealId: string;
  @ApiDate()
  logDate: string;
  entries: FoodLogEntryDto[];
}

export class NutrientTotalsDto {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** A day of the tracker: what was logged, its totals and the goal in effect. */
export class FoodLogDayDto {
  @ApiDate()
  date: string;
  entries: FoodLogEntryDto[];
  totals: NutrientTotalsDto;
  goal: MacroGoalResponseDto | null;
}

/** A food logged before, with the amount last logged (Recent and Frequent lists). */
export class LoggedFoodDto {
  @ApiUuid()
  foodId: string;
  foodName: string;
  servingSize: number;
  servingUnit: string;
  @ApiInteger({ minimum: 1 })
  times: number;
  @ApiDateTime()
  lastLoggedAt: string;
}

/** The client's assigned plan for a day, the day's meals from it, and the macro goal in effect. */
export class ClientMealPlanViewDto {
  @ApiDate()
  date: string;
  @ApiUuid({ nullable: true })
  assignmentId: string | null;
  @ApiUuid({ nullable: true })
  mealPlanId: string | null;
  mealPlanName: string | null;
  description: string | null;
  @ApiDate({ nullable: true })
  startDate: string | null;
  @ApiDate({ nullable: true })
  endDate: string | null;
  /** Which day of the plan `date` is (1 to duration; the plan repeats); null without a plan. */
  @ApiInteger({ nullable: true })
  dayNumber: number | null;
  @ApiInteger({ nullable: true })
  targetCalories: number | null;
  @ApiInteger({ nullable: true })
  targetProtein: number | null;
  @ApiInteger({ nullable: true })
  targetCarbs: number | null;
  @ApiInteger({ nullable: true })
  targetFat: number | null;
  todaysMeals: PlanMealDto[];
  macroGoal: MacroGoalResponseDto | null;
}

export function toFoodLogEntry(entry: FoodLogEntry): FoodLogEntryDto {
  return {
    id: entry.id,
    foodId: entry.food?.id ?? null,
    foodName: entry.foodName,
    logDate: day(entry.logDate)!,
    mealType: entry.mealType,
    servingSize: entry.servingSize,
    servingUnit: entry.servingUnit,
    actualCalories: entry.actualCalories,
    actualProtein: entry.actualProtein,
    actualCarbs: entry.actualCarbs,
    actualFat: entry.actualFat,
    scanMethod: entry.scanMethod,
    barcode: entry.barcode ?? null,
    notes: entry.notes ?? null,
    planMealId: entry.planMeal?.id ?? null,
    mealId: entry.meal?.id ?? null,
    createdAt: entry.createdAt.toISOString(),
  };
}

export const toLoggedFood = (food: LoggedFood): LoggedFoodDto => ({ ...food, lastLoggedAt: food.lastLoggedAt.toISOString() });

/** The client's plan on `date` with the meals of its day `dayNumber` (`entries`); without a plan every field is null and no meals. */
export function toClientMealPlanView(
  date: string,
  macroGoal: MacroGoalResponseDto | null,
  current: { assignment: ClientMealPlan; plan: MealPlan; entries: MealPlanMeal[]; dayNumber: number } | null,
): ClientMealPlanViewDto {
  if (!current) {
    return {
      date,
      assignmentId: null,
      mealPlanId: null,
      mealPlanName: null,
      description: null,
      startDate: null,
      endDate: null,
      dayNumber: null,
      targetCalories: null,
      targetProtein: null,
      targetCarbs: null,
      targetFat: null,
      todaysMeals: [],
      macroGoal,
    };
  }
  const { assignment, plan, entries, dayNumber } = current;
  return {
    date,
    assignmentId: assignment.id,
    mealPlanId: plan.id,
    mealPlanName: plan.name,
    description: plan.description ?? null,
    startDate: day(assignment.startDate),
    endDate: day(assignment.endDate),
    dayNumber,
    targetCalories: plan.targetCalories ?? null,
    targetProtein: plan.targetProtein ?? null,
    targetCarbs: plan.targetCarbs ?? null,
    targetFat: plan.targetFat ?? null,
    todaysMeals: toPlanMeals(entries),
    macroGoal,
  };
}
