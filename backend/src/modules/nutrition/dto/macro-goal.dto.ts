import { LIST_PAGES, NUTRITION_MESSAGES } from '@coachcore/domain';
import { Transform } from 'class-transformer';
import { IsDateString, IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { OptionalText } from '../../../common/validation/fields';
import { rule, stacked } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import type { ClientMacroGoal } from '../entities/client-macro-goal.entity';
import { day } from './meal-plan.dto';

const Present = (message: string, order: number) =>
  ValidateBy({ name: 'present', validator: { validate: (value: unknown) => value !== undefined && value !== null && value !== '' } }, rule({ message, order }));

const Goal = (requiredMessage: string | null, order: number) =>
  stacked(
    ApiInteger({ minimum: 0, maximum: 20000, ...(requiredMessage ? {} : { required: false, nullable: true }) }),
    ...(requiredMessage ? [Present(requiredMessage, order)] : [IsOptional()]),
    Transform(numericString),
    IsInt(rule({ message: NUTRITION_MESSAGES.goalRange, order: 10 })),
    Min(0, rule({ message: NUTRITION_MESSAGES.goalRange, order: 10 })),
    Max(requiredMessage ? 20000 : 140000, rule({ message: NUTRITION_MESSAGES.goalRange, order: 10 })),
  );

/** Daily calorie and macro goals (calories in kcal, macros in g); they apply from `effectiveDate` (default today). */
export class CreateMacroGoalDto {
  @Goal(NUTRITION_MESSAGES.dailyCaloriesRequired, 1) dailyCalories: number;
  @Goal(NUTRITION_MESSAGES.dailyProteinRequired, 2) dailyProtein: number;
  @Goal(NUTRITION_MESSAGES.dailyCarbsRequired, 3) dailyCarbs: number;
  @Goal(NUTRITION_MESSAGES.dailyFatRequired, 4) dailyFat: number;
  @Goal(null, 5) weeklyCalories?: number | null;

  @ApiDate({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true }, rule({ message: NUTRITION_MESSAGES.dateInvalid, order: 6 }))
  effectiveDate?: string | null;

  @OptionalText(2000)
  notes?: string | null;
}

/** A page of a client's macro goals (numbered pages). */
export class ListMacroGoalsQuery extends PageQuery(LIST_PAGES.macroGoals) {}

export class MacroGoalResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  @ApiInteger()
  dailyCalories: number;
  @ApiInteger()
  dailyProtein: number;
  @ApiInteger()
  dailyCarbs: number;
  @ApiInteger()
  dailyFat: number;
  @ApiInteger({ nullable: true })
  weeklyCalories: number | null;
  @ApiDate()
  effectiveDate: string;
  notes: string | null;
  isActive: boolean;
  @ApiDateTime()
  createdAt: string;
}

export function toMacroGoalResponse(goal: ClientMacroGoal): MacroGoalResponseDto {
  return {
    id: goal.id,
    clientId: goal.client.id,
    dailyCalories: goal.dailyCalories,
    dailyProtein: goal.dailyProtein,
    dailyCarbs: goal.dailyCarbs,
    dailyFat: goal.dailyFat,
    weeklyCalories: goal.weeklyCalories ?? null,
    effectiveDate: day(goal.effectiveDate)!,
    notes: goal.notes ?? null,
    isActive: goal.isActive,
    createdAt: goal.createdAt.toISOString(),
  };
}
