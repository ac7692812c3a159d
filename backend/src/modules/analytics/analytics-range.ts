import { monthsTouched } from '@coachcore/domain';

/** A validated range of local days (inclusive) in the business's time zone, as every chart's query binds it. */
export interface AnalyticsRange {
  /** YYYY-MM-DD. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
  /** The business's IANA time zone: months and days are its own. */
  timeZone: string;
}

/** The parameters a chart's SQL binds for its range (`:from`, `:to`, `:timeZone`, and `:monthCount` for MONTHS_CTE). */
export const rangeParams = (range: AnalyticsRange) => ({
  from: range.from,
  to: range.to,
  timeZone: range.timeZone,
  monthCount: monthsTouched(range.from, range.to),
});

/**
 * The CTE `months`: one row per calendar month the range touches, clipped to the range, with its local days
 * [day_start, day_end) and its instants [starts, ends) in the business's time zone. Every monthly chart joins it, so a
 * month without rows still answers zeros. The months are counted from a whole-number series: the planner then knows
 * there are at most 24 (a series of timestamps it guesses at 1000 rows, which priced the adherence query into a
 * second of JIT compilation).
 */
export const MONTHS_CTE = `months as (
  select to_char(m, 'YYYY-MM') as month,
         greatest(m, :from::timestamp)::date as day_start,
         least(m + interval '1 month', :to::timestamp + interval '1 day')::date as day_end,
         greatest(m, :from::timestamp) at time zone :timeZone as starts,
         least(m + interval '1 month', :to::timestamp + interval '1 day') at time zone :timeZone as ends
    from generate_series(0, :monthCount::int - 1) as i
   cross join lateral (select date_trunc('month', :from::timestamp) + make_interval(months => i) as m) as month_start
)`;

/** The range's first instant and the instant after it, in the business's time zone (for charts over the whole range). */
export const RANGE_START = `(:from::timestamp at time zone :timeZone)`;
export const RANGE_END = `((:to::timestamp + interval '1 day') at time zone :timeZone)`;

/** Client payments that took money (paid, and later refunded in part or in full: refunds are counted when made). */
export const paidPayment = (alias: string) => `${alias}.status in ('paid', 'partially_refunded', 'refunded')`;
