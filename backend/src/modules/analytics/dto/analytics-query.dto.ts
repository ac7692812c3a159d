import { ANALYTICS_CHARTS, ANALYTICS_MESSAGES, isCalendarDay, type AnalyticsChart } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateBy } from 'class-validator';
import { ApiDate } from '../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../common/validation/rules';

const CalendarDay = (order: number): PropertyDecorator =>
  ValidateBy(
    { name: 'calendarDay', validator: { validate: (value: unknown) => typeof value === 'string' && isCalendarDay(value) } },
    rule({ message: ANALYTICS_MESSAGES.dateInvalid, order }),
  );

/**
 * The range of a chart: local days of the business's time zone, both included, touching at most 24 calendar months
 * ('From date must be on or before the to date', 'The range can be at most 24 months').
 */
export class AnalyticsRangeQuery {
  /** The first day. @example 2026-01-01 */
  @ApiDate()
  @NotBlank({ message: ANALYTICS_MESSAGES.fromRequired, order: 1 })
  @CalendarDay(2)
  from: string;

  /** The last day, included. @example 2026-06-30 */
  @ApiDate()
  @NotBlank({ message: ANALYTICS_MESSAGES.toRequired, order: 3 })
  @CalendarDay(4)
  to: string;
}

/** A chart to download as CSV, over a range. */
export class AnalyticsCsvQuery extends AnalyticsRangeQuery {
  @ApiProperty({ enum: ANALYTICS_CHARTS, enumName: 'AnalyticsChart' })
  @NotBlank({ message: ANALYTICS_MESSAGES.chartInvalid, order: 5 })
  @IsIn(ANALYTICS_CHARTS, rule({ message: ANALYTICS_MESSAGES.chartInvalid, order: 6 }))
  chart: AnalyticsChart;
}
