import { ApiProperty } from '@nestjs/swagger';
import { ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';

const Month = () => ApiProperty({ pattern: '^\\d{4}-\\d{2}$', example: '2026-03' });

/** One month of the Clients chart (only the part of it inside the range). */
export class ClientsMonthDto {
  /** The calendar month, YYYY-MM. */
  @Month()
  month: string;
  /** Clients added in the month. */
  @ApiInteger({ minimum: 0 })
  newClients: number;
  /** Clients deactivated in the month. */
  @ApiInteger({ minimum: 0 })
  churnedClients: number;
  /** Clients active at the month's end. */
  @ApiInteger({ minimum: 0 })
  activeClients: number;
  /** Clients active at the month's start. */
  @ApiInteger({ minimum: 0 })
  activeAtStart: number;
  /** Of those, the ones still active at its end. */
  @ApiInteger({ minimum: 0 })
  retainedClients: number;
  /** retainedClients of activeAtStart, in percent with one decimal; null when none were active at the start. */
  retentionRate: number | null;
}

/** One month of the Revenue chart, in dollars. */
export class RevenueMonthDto {
  @Month()
  month: string;
  /** Client payments paid in the month. */
  @ApiInteger({ minimum: 0 })
  payments: number;
  /** What they charged. */
  gross: number;
  /** Refunds made in the month (of any payment). */
  refunds: number;
  /** gross less refunds. */
  net: number;
}

/** One package's revenue over the range, in dollars. */
export class PackageRevenueDto {
  /** The package; null for group sessions and packages since deleted. */
  @ApiUuid({ nullable: true })
  packageId: string | null;
  /** Its name, 'Group sessions' or 'Deleted package'. */
  packageName: string;
  /** Its payments paid in the range. */
  @ApiInteger({ minimum: 0 })
  payments: number;
  gross: number;
  /** Refunds of its payments made in the range. */
  refunds: number;
  net: number;
}

/** One month of the Sessions chart. */
export class SessionsMonthDto {
  @Month()
  month: string;
  /** Sessions scheduled in the month and not cancelled. */
  @ApiInteger({ minimum: 0 })
  booked: number;
  /** Completed. */
  @ApiInteger({ minimum: 0 })
  attended: number;
  /** Marked no-show. */
  @ApiInteger({ minimum: 0 })
  noShows: number;
  @ApiInteger({ minimum: 0 })
  cancelled: number;
  /** noShows of attended plus noShows, in percent with one decimal; null when neither. */
  noShowRate: number | null;
}

/** One month of the Training & Nutrition Adherence chart. */
export class AdherenceMonthDto {
  @Month()
  month: string;
  /** Client workouts scheduled for its days. */
  @ApiInteger({ minimum: 0 })
  workoutsAssigned: number;
  @ApiInteger({ minimum: 0 })
  workoutsCompleted: number;
  /** Their day passed without a log. */
  @ApiInteger({ minimum: 0 })
  workoutsMissed: number;
  /** workoutsCompleted of completed plus missed, in percent with one decimal; null when neither. */
  trainingAdherence: number | null;
  /** Client-days covered by an active meal plan, up to today. */
  @ApiInteger({ minimum: 0 })
  mealPlanDays: number;
  /** Of those, the days the client logged food. */
  @ApiInteger({ minimum: 0 })
  mealPlanDaysLogged: number;
  /** mealPlanDaysLogged of mealPlanDays, in percent with one decimal; null without plan days. */
  nutritionAdherence: number | null;
  /** Food entries logged for its days. */
  @ApiInteger({ minimum: 0 })
  foodEntries: number;
}

/** One month of the Messages chart. */
export class MessagesMonthDto {
  @Month()
  month: string;
  /** Messages clients sent. */
  @ApiInteger({ minimum: 0 })
  received: number;
  /** Messages the business (owner or staff) sent. */
  @ApiInteger({ minimum: 0 })
  sent: number;
  /** Clients' messages of the month the business has replied to since. */
  @ApiInteger({ minimum: 0 })
  answered: number;
  /** Average minutes from a client's first waiting message to the business's reply; null without replies. */
  @ApiInteger({ minimum: 0 })
  avgResponseMinutes: number | null;
}

/** One month of the Automation Runs chart. */
export class AutomationsMonthDto {
  @Month()
  month: string;
  /** Runs started: an event's pass of a workflow for a client. */
  @ApiInteger({ minimum: 0 })
  runs: number;
  /** Their actions, by where they stand. */
  @ApiInteger({ minimum: 0 })
  actionsCompleted: number;
  @ApiInteger({ minimum: 0 })
  actionsFailed: number;
  /** Waiting for their delay or running. */
  @ApiInteger({ minimum: 0 })
  actionsPending: number;
  @ApiInteger({ minimum: 0 })
  actionsCancelled: number;
}

/** The months and days of every chart are the business's own. */
class ChartDto {
  /** The business's time zone, e.g. America/New_York. */
  timeZone: string;
}

export class ClientsChartDto extends ChartDto {
  rows: ClientsMonthDto[];
}
export class RevenueChartDto extends ChartDto {
  rows: RevenueMonthDto[];
}
export class PackageRevenueChartDto extends ChartDto {
  /** Highest net first. */
  rows: PackageRevenueDto[];
}
export class SessionsChartDto extends ChartDto {
  rows: SessionsMonthDto[];
}
export class AdherenceChartDto extends ChartDto {
  rows: AdherenceMonthDto[];
}
export class MessagesChartDto extends ChartDto {
  rows: MessagesMonthDto[];
}
export class AutomationsChartDto extends ChartDto {
  rows: AutomationsMonthDto[];
}
