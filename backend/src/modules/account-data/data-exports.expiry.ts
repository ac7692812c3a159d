import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { StorageService } from '../../infra/storage/storage.service';
import { DataExportsRepository } from './data-exports.repository';

/** Hourly: an export's file is gone within the hour after it expires. */
export const DATA_EXPORTS_EXPIRY_PATTERN = '41 * * * *';
const BATCH = 200;

/** Expires ready exports whose time is up: marks them expired and removes their ZIP through StorageService. */
@Injectable()
export class DataExportsExpiry {
  constructor(
    private readonly exports: DataExportsRepository,
    private readonly storage: StorageService,
  ) {}

  async expire(at = new Date()): Promise<number> {
    let expired = 0;
    for (;;) {
      const due = await this.exports.expiredBefore(at, BATCH);
      for (const row of due) {
        // Of two passes at once, the one whose update changed the row removes the file.
        if (!(await this.exports.expire({ businessId: row.businessId }, row.id))) continue;
        if (row.fileKey) await this.storage.discard(row.fileKey);
        expired++;
      }
      if (due.length < BATCH) return expired;
    }
  }
}

/** Registers the expiry pass as a BullMQ job scheduler (one per Redis, however many workers start). */
@Injectable()
export class DataExportsExpiryScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(DataExportsExpiryScheduler.name);

  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs
        .queue('data-exports')
        .upsertJobScheduler('expire-data-exports', { pattern: DATA_EXPORTS_EXPIRY_PATTERN, tz: 'UTC' }, { name: 'expire-data-exports', data: {} });
    } catch (error) {
      this.logger.warn(`Could not register the data-export expiry schedule: ${(error as Error).message}`);
    }
  }
}
