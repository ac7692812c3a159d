import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { SessionAuthenticator } from '../auth/session-authenticator.service';
import { QUEUE_DASHBOARD_PATH, queueDashboardGuard, queueDashboardRouter } from './queue-dashboard';
import { MetricsModule } from '../../infra/metrics/metrics.module';
import { AccountDataModule } from '../account-data/account-data.module';
import { AuditModule } from '../audit/audit.module';
import { HealthModule } from '../health/health.module';
import { PaymentsModule } from '../payments/payments.module';
import { PlatformStaffModule } from '../platform-staff/platform-staff.module';
import { PlatformStaffService } from '../platform-staff/platform-staff.service';
import { ClientsModule } from '../clients/clients.module';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersModule } from '../users/users.module';
import { AdminAreaController } from './admin-area.controller';
import { AdminAreaService } from './admin-area.service';
import { AdminProfileController } from './admin-profile.controller';
import { AdminProfileService } from './admin-profile.service';
import { SystemStatusService } from './system-status.service';

/** The platform operators' area (/api/admin/*, and the queue dashboard at /api/admin/queues): only role admin reaches it. */
@Module({
  imports: [UsersModule, ClientsModule, AuditModule, HealthModule, MetricsModule, AccountDataModule, TwoFactorModule, PaymentsModule, PlatformStaffModule],
  controllers: [AdminProfileController, AdminAreaController],
  providers: [AdminProfileService, AdminAreaService, SystemStatusService],
})
export class AdminModule implements OnModuleInit {
  constructor(
    private readonly jobs: JobQueue,
    private readonly authenticator: SessionAuthenticator,
    private readonly twoFactor: TwoFactorService,
    private readonly platformStaff: PlatformStaffService,
    private readonly http: HttpAdapterHost,
  ) {}

  /**
   * The operations team's BullMQ dashboard (bull-board) at /api/admin/queues, platform admins only. Mounted on Express
   * itself (bull-board is an Express router with its own sub-paths), after the API's routes and before the 404 handler.
   */
  onModuleInit(): void {
    const express = this.http.httpAdapter?.getInstance<{ use: (...handlers: unknown[]) => void }>();
    express?.use(QUEUE_DASHBOARD_PATH, queueDashboardGuard(this.authenticator, this.twoFactor, this.platformStaff), queueDashboardRouter(this.jobs));
  }
}
