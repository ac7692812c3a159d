import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { AccountDataSubscriptions } from './account-data.subscriptions';
import { ClientDataExportBuilder } from './client-data-export.builder';
import { DataExportFiles } from './data-export-files';
import { DataExportsExpiry, DataExportsExpiryScheduler } from './data-exports.expiry';
import { DataExportsProcessor } from './data-exports.processor';
import { DataExportsRepository } from './data-exports.repository';

/**
 * Consumer side of a client's own data, loaded where workers run: the job that builds an export from every module's
 * `@ClientDataSource` section, the hourly expiry pass, and what the orphan-files sweep asks of export files.
 */
@Module({
  imports: [DiscoveryModule, UserTimeZonesModule],
  providers: [
    DataExportsRepository,
    ClientDataExportBuilder,
    DataExportsExpiry,
    DataExportsExpiryScheduler,
    DataExportsProcessor,
    DataExportFiles,
    AccountDataSubscriptions,
  ],
})
export class AccountDataWorkerModule {}
