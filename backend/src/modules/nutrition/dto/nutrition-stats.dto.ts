import { ApiDate, ApiInteger } from '../../../common/openapi/property-formats';
import { ClientMealPlanResponseDto, FeaturedPlanDto } from './meal-plan.dto';
import { FoodLogEntryDto } from './food-log.dto';
import { MacroGoalResponseDto } from './macro-goal.dto';
import { MealCategoryDto } from './meal.dto';

/** The business's nutrition figures, from its clients' plans and logs. */
export class NutritionStatsDto {
  /** Clients with a meal plan that applies today. */
  @ApiInteger({ minimum: 0 })
  clientsWithPlan: number;
  /** Over the clients with a calorie goal: the share of the last 7 days within 10 % of the goal, in whole percent; null without such clients. */
  @ApiInteger({ nullable: true, minimum: 0, maximum: 100 })
  averageAdherence: number | null;
  /** Food-log entries of the business's clients since Monday (UTC). */
  @ApiInteger({ minimum: 0 })
  foodsLoggedThisWeek: number;
  @ApiInteger({ minimum: 0 })
  mealCount: number;
  @ApiInteger({ minimum: 0 })
  mealPlanCount: number;
}

/** The Nutrition panel: meal categories with their counts, and the featured plans. */
export class NutritionOverviewDto {
  categories: MealCategoryDto[];
  featuredPlans: FeaturedPlanDto[];
}

export class DailyIntakeDto {
  @ApiDate()
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  @ApiInteger({ nullable: true })
  goalCalories: number | null;
  /** Within 10 % of the calorie goal. */
  onTarget: boolean;
}

export class WeeklyAdherenceDto {
  /** The Monday the week starts. */
  @ApiDate()
  weekStart: string;
  @ApiInteger({ minimum: 0, maximum: 7 })
  daysLogged: number;
  @ApiInteger({ minimum: 0, maximum: 7 })
  daysOnTarget: number;
  /** Days on target out of the week's days so far, in whole percent. */
  @ApiInteger({ minimum: 0, maximum: 100 })
  adherence: number;
}

/** The client profile's Nutrition tab. */
export class ClientNutritionDto {
  currentPlan: ClientMealPlanResponseDto | null;
  assignments: ClientMealPlanResponseDto[];
  macroGoal: MacroGoalResponseDto | null;
  recentEntries: FoodLogEntryDto[];
  /** The last 14 days, logged days only. */
  days: DailyIntakeDto[];
  /** The last 8 weeks, oldest first. */
  weeklyAdherence: WeeklyAdherenceDto[];
}
