import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/decorators/access.decorator';
import { RevenueAnalyticsResponseDto } from './dto/revenue-analytics.dto';
import { RevenueAnalyticsService } from './revenue-analytics.service';

/** The admin area's Revenue Analytics section (/admin/revenue). */
@ApiTags('admin')
@Controller('admin/revenue')
@Access({ roles: ['admin'], permissions: ['payment_management', 'analytics'] })
export class AdminRevenueController {
  constructor(private readonly revenue: RevenueAnalyticsService) {}

  /**
   * The platform's revenue figures
   *
   * @remarks In US dollars (other currencies at the spec's rates from GBP): MRR, new and churned subscriptions this
   * month and last, failed payments this month and last, businesses past due now, and the revenue of each of the last
   * 12 calendar months (UTC), payments received less refunds.
   */
  @Get()
  @ApiOkResponse({ type: RevenueAnalyticsResponseDto, description: 'The figures' })
  analytics(): Promise<RevenueAnalyticsResponseDto> {
    return this.revenue.analytics();
  }
}
