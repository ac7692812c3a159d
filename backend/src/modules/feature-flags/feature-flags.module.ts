import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module';
import { FeatureFlag } from './entities/feature-flag.entity';
import { FeatureFlagGuard } from './feature-flag.guard';
import { AdminFeatureFlagsController, FeatureFlagsController } from './feature-flags.controller';
import { FeatureFlagsRepository } from './feature-flags.repository';
import { FeatureFlagsService } from './feature-flags.service';

/** Feature flags: stored, set by admins, read by the web app and, through `@RequiresFeature`, by the API. */
@Module({
  imports: [AuditModule],
  controllers: [FeatureFlagsController, AdminFeatureFlagsController],
  providers: [FeatureFlagsRepository, FeatureFlagsService, { provide: APP_GUARD, useClass: FeatureFlagGuard }],
  exports: [FeatureFlagsService],
})
export class FeatureFlagsModule {
  /** Its table (the four flags are seeded by its migration). */
  static readonly entities = [FeatureFlag];
}
