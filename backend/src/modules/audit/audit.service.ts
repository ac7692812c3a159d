import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditTargetType } from '@coachcore/domain';
import type { AuthUser } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AuditLogRepository } from './audit-log.repository';
import { toAuditLogEntryResponse, type AuditLogEntryResponseDto, type ListAuditLogQuery } from './dto/audit-log.dto';

export interface AuditRecord {
  /** Who acted; null for the platform itself (a job). */
  actor: Pick<AuthUser, 'id' | 'email'> | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string; businessId?: string | null };
  reason?: string | null;
}

/** The audit trail: entries are staged in the caller's unit of work, so each commits with the change it records. */
@Injectable()
export class AuditService {
  constructor(private readonly entries: AuditLogRepository) {}

  record({ actor, action, target, reason }: AuditRecord): void {
    this.entries.add({
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      action,
      targetType: target.type,
      targetId: target.id,
      targetLabel: target.label.slice(0, 400),
      businessId: target.businessId ?? null,
      reason: reason ?? null,
    });
  }

  async list(query: ListAuditLogQuery): Promise<Page<AuditLogEntryResponseDto>> {
    return (await this.entries.page(query)).map(toAuditLogEntryResponse);
  }
}
