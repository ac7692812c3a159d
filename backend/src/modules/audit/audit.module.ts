import { Module } from '@nestjs/common';
import { AuditLogRepository } from './audit-log.repository';
import { AuditService } from './audit.service';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

/** The audit trail of admin actions (append-only); the admin area records and reads it. */
@Module({ providers: [AuditLogRepository, AuditService], exports: [AuditService] })
export class AuditModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [AuditLogEntry];
}
