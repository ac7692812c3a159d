import { ANALYTICS_PACKAGE_LABELS, percentOf } from '@coachcore/domain';
import type { AdherenceMonthDto, ClientsMonthDto, PackageRevenueDto, RevenueMonthDto, SessionsMonthDto } from './dto/analytics-response.dto';
import type { AdherenceMonthRow } from './repositories/adherence-analytics.repository';
import type { ClientMonthRow } from './repositories/client-analytics.repository';
import type { PackageRevenueRow, RevenueMonthRow } from './repositories/revenue-analytics.repository';
import type { SessionMonthRow } from './repositories/session-analytics.repository';

/** A PostgreSQL numeric (as text) in dollars and cents. */
const dollars = (value: string | number): number => Math.round(Number(value) * 100) / 100;

export const toClientsMonth = (row: ClientMonthRow): ClientsMonthDto => ({ ...row, retentionRate: percentOf(row.retainedClients, row.activeAtStart) });

export const toRevenueMonth = (row: RevenueMonthRow): RevenueMonthDto => ({
  month: row.month,
  payments: row.payments,
  gross: dollars(row.gross),
  refunds: dollars(row.refunds),
  net: dollars(Number(row.gross) - Number(row.refunds)),
});

export const toPackageRevenue = (row: PackageRevenueRow): PackageRevenueDto => ({
  packageId: row.packageId,
  packageName: row.packageName ?? (row.paymentType === 'group_session' ? ANALYTICS_PACKAGE_LABELS.groupSessions : ANALYTICS_PACKAGE_LABELS.deletedPackage),
  payments: row.payments,
  gross: dollars(row.gross),
  refunds: dollars(row.refunds),
  net: dollars(Number(row.gross) - Number(row.refunds)),
});

export const toSessionsMonth = (row: SessionMonthRow): SessionsMonthDto => ({ ...row, noShowRate: percentOf(row.noShows, row.attended + row.noShows) });

export const toAdherenceMonth = (row: AdherenceMonthRow): AdherenceMonthDto => ({
  month: row.month,
  workoutsAssigned: row.workoutsAssigned,
  workoutsCompleted: row.workoutsCompleted,
  workoutsMissed: row.workoutsMissed,
  trainingAdherence: percentOf(row.workoutsCompleted, row.workoutsCompleted + row.workoutsMissed),
  mealPlanDays: row.mealPlanDays,
  mealPlanDaysLogged: row.mealPlanDaysLogged,
  nutritionAdherence: percentOf(row.mealPlanDaysLogged, row.mealPlanDays),
  foodEntries: row.foodEntries,
});
