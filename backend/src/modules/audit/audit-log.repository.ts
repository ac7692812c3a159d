import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Page } from '../../common/http/pagination';
import { AuditLogEntry } from './entities/audit-log-entry.entity';

/**
 * The audit trail, queried only here: it can add entries and read them, nothing else.
 * @platformData The trail records the platform operators' actions across every business; only admins read it.
 */
@Injectable()
export class AuditLogRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new entry in the caller's unit of work (committed with the change it records). */
  add(fields: RequiredEntityData<AuditLogEntry>): AuditLogEntry {
    const entry = this.em.create(AuditLogEntry, fields);
    this.em.persist(entry);
    return entry;
  }

  /** One page of entries, newest first (optionally of one target), with the total. */
  async page(filter: { targetId?: string; page: number; limit: number }): Promise<Page<AuditLogEntry>> {
    const [items, total] = await this.em.findAndCount(AuditLogEntry, filter.targetId ? { targetId: filter.targetId } : {}, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    });
    return new Page(items, total, filter.page, filter.limit);
  }
}
