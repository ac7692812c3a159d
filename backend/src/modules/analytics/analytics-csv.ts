import type { AnalyticsChart } from '@coachcore/domain';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../clients/client-csv.service';
import type { AnalyticsRange } from './analytics-range';

/** The columns of each chart's CSV, in order: the fields of its JSON rows. */
export const CSV_COLUMNS: Record<AnalyticsChart, readonly string[]> = {
  clients: ['month', 'newClients', 'churnedClients', 'activeClients', 'activeAtStart', 'retainedClients', 'retentionRate'],
  revenue: ['month', 'payments', 'gross', 'refunds', 'net'],
  'revenue-by-package': ['packageName', 'payments', 'gross', 'refunds', 'net'],
  sessions: ['month', 'booked', 'attended', 'noShows', 'cancelled', 'noShowRate'],
  adherence: [
    'month',
    'workoutsAssigned',
    'workoutsCompleted',
    'workoutsMissed',
    'trainingAdherence',
    'mealPlanDays',
    'mealPlanDaysLogged',
    'nutritionAdherence',
    'foodEntries',
  ],
  messages: ['month', 'received', 'sent', 'answered', 'avgResponseMinutes'],
  automations: ['month', 'runs', 'actionsCompleted', 'actionsFailed', 'actionsPending', 'actionsCancelled'],
};

/** Figures as written (a negative net stays a number); text (a package's name) cannot run as a formula. */
const cell = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : neutraliseFormula(String(value));

/** A chart's rows as CSV: a header of its columns, then a line per row (an empty figure is an empty cell). */
export function chartCsv(chart: AnalyticsChart, rows: readonly object[]): string {
  const columns = CSV_COLUMNS[chart];
  return stringify([[...columns], ...rows.map((row) => columns.map((column) => cell((row as Record<string, unknown>)[column])))]);
}

/** clients-2026-01-01-to-2026-06-30.csv */
export const csvFileName = (chart: AnalyticsChart, range: Pick<AnalyticsRange, 'from' | 'to'>): string => `${chart}-${range.from}-to-${range.to}.csv`;
