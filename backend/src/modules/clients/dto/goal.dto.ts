import { CLIENT_MESSAGES, GOAL_CATEGORIES, GOAL_STATUSES, goalProgress, LIST_PAGES, type GoalCategory, type GoalStatus } from '@coachcore/domain';
import type { Goal } from '../entities/goal.entity';
import { ApiProperty, OmitType, PartialType } from '@nestjs/swagger';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDate, ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsOptional, Max, Min } from 'class-validator';
import { OptionalText, RequiredText } from '../../../common/validation/fields';
import { IsNumberWithPlaces, NotBlank, OptionalNotNull, rule, stacked } from '../../../common/validation/rules';
import { emptyToNull, numericString, queryBoolean } from '../../../common/validation/transforms';

const goalNumber = (label: string): PropertyDecorator =>
  stacked(
    IsOptional(),
    Transform(numericString),
    IsNumberWithPlaces(2, { message: `${label} must be a number`, order: 6 }),
    Min(-99999999, rule({ message: `${label} is out of range`, order: 6 })),
    Max(99999999, rule({ message: `${label} is out of range`, order: 6 })),
  );

/** Add Goal (document 2 section 5): empty target, current value and date are stored as null. */
export class CreateGoalDto {
  /** The client of the caller's business the goal is for. @example 3f0c6a9e-3d1b-4c1e-9a43-0b9d2b8e2f11 */
  @ApiUuid()
  @NotBlank({ message: CLIENT_MESSAGES.clientRequired, order: 1 })
  clientId: string;

  /** @example Run 5 km */
  @RequiredText({ label: 'Goal title', max: 200, required: CLIENT_MESSAGES.goalTitleRequired, order: 2 })
  title: string;

  @OptionalText(2000)
  description?: string | null;

  @ApiProperty({ enum: GOAL_CATEGORIES, enumName: 'GoalCategory' })
  @NotBlank({ message: CLIENT_MESSAGES.categoryRequired, order: 3 })
  @IsIn(GOAL_CATEGORIES, rule({ message: CLIENT_MESSAGES.invalidCategory, order: 4 }))
  category: GoalCategory;

  @goalNumber('Target value') targetValue?: number | null;
  @goalNumber('Current value') currentValue?: number | null;

  /** @example km */
  @OptionalText(40)
  unit?: string | null;

  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  @ApiDate({ required: false, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true }, rule({ message: 'Target date must be a date', order: 7 }))
  targetDate?: string | null;
}

/** Edit a goal or record progress; reaching the target marks it achieved. The client stays the same. */
export class UpdateGoalDto extends PartialType(OmitType(CreateGoalDto, ['clientId']), { skipNullProperties: false }) {
  @ApiProperty({ enum: GOAL_STATUSES, enumName: 'GoalStatus', required: false })
  @OptionalNotNull()
  @IsIn(GOAL_STATUSES, rule({ message: CLIENT_MESSAGES.invalidGoalStatus, order: 8 }))
  status?: GoalStatus;
}

/** A page of a client's goals (numbered pages). */
export class ListGoalsQuery extends PageQuery(LIST_PAGES.goals) {
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean(rule({ message: 'active must be true or false' }))
  active?: boolean;
}

export class GoalResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  clientId: string;
  title: string;
  description: string | null;
  @ApiProperty({ enum: GOAL_CATEGORIES, enumName: 'GoalCategory' })
  category: GoalCategory;
  targetValue: number | null;
  currentValue: number | null;
  /** The current value when the goal was set. */
  startValue: number | null;
  unit: string | null;
  @ApiDate()
  targetDate: string | null;
  @ApiProperty({ enum: GOAL_STATUSES, enumName: 'GoalStatus' })
  status: GoalStatus;
  /** From the start value towards the target, in whole percent (0–100). */
  @ApiInteger({ minimum: 0, maximum: 100 })
  progress: number;
  /** When the goal was achieved; null unless achieved. */
  @ApiDateTime()
  achievedAt: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  updatedAt: string;
}

export function toGoalResponse(goal: Goal): GoalResponseDto {
  const numbers = { currentValue: goal.currentValue ?? null, targetValue: goal.targetValue ?? null, startValue: goal.startValue ?? null };
  return {
    id: goal.id,
    clientId: goal.client.id,
    title: goal.title,
    description: goal.description ?? null,
    category: goal.category,
    ...numbers,
    unit: goal.unit ?? null,
    targetDate: goal.targetDate ? String(goal.targetDate).slice(0, 10) : null,
    status: goal.status,
    progress: goal.status === 'achieved' ? 100 : goalProgress(numbers),
    achievedAt: goal.achievedAt?.toISOString() ?? null,
    createdAt: goal.createdAt.toISOString(),
    updatedAt: goal.updatedAt.toISOString(),
  };
}

/** The client updates where they are on one of their goals (the portal's Update Progress). */
export class UpdateGoalProgressDto {
  /** The goal's new current value, in its unit; null clears it. @example 78.5 */
  @goalNumber('Current value') currentValue?: number | null;

  /** What the client wants their coach to know about this step. */
  @OptionalText(2000)
  notes?: string | null;
}
