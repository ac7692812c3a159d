import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { JobQueue } from '../../infra/queues/job-queue.service';

/** Starts the job that builds a requested data export (job id = the export's id, so a redelivered event builds once). */
@Injectable()
export class AccountDataSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('data_export_requested', 'build-data-export', ({ payload }) =>
      this.jobs.enqueue(
        'data-exports',
        'build-data-export',
        { exportId: payload.exportId, businessId: payload.businessId, clientId: payload.clientId, userId: payload.userId },
        { jobId: `data-export.${payload.exportId}` },
      ),
    );
  }
}
