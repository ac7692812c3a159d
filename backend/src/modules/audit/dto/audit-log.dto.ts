import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, LIST_PAGES, type AuditAction, type AuditTargetType } from '@coachcore/domain';
import { IsOptional, IsUUID } from 'class-validator';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { PageQuery } from '../../../common/http/pagination';
import { rule } from '../../../common/validation/rules';
import type { AuditLogEntry } from '../entities/audit-log-entry.entity';

/** Query of GET /api/admin/audit-log. */
export class ListAuditLogQuery extends PageQuery(LIST_PAGES.auditLog) {
  /** Only the entries about this business, client or user. */
  @IsOptional()
  @IsUUID('all', rule({ message: 'targetId must be a UUID' }))
  targetId?: string;
}

export class AuditLogEntryResponseDto {
  @ApiUuid()
  id: string;
  /** The admin who acted; null for the platform itself. */
  @ApiUuid({ nullable: true })
  actorId: string | null;
  actorEmail: string | null;
  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction' })
  action: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES, enumName: 'AuditTargetType' })
  targetType: AuditTargetType;
  @ApiUuid()
  targetId: string;
  /** The target's name and e-mail at the time. */
  targetLabel: string;
  @ApiUuid({ nullable: true })
  businessId: string | null;
  /** Why, when the action takes a reason (a suspension). */
  reason: string | null;
  @ApiDateTime()
  createdAt: string;
}

export const toAuditLogEntryResponse = (entry: AuditLogEntry): AuditLogEntryResponseDto => ({
  id: entry.id,
  actorId: entry.actorId ?? null,
  actorEmail: entry.actorEmail ?? null,
  action: entry.action,
  targetType: entry.targetType,
  targetId: entry.targetId,
  targetLabel: entry.targetLabel,
  businessId: entry.businessId ?? null,
  reason: entry.reason ?? null,
  createdAt: entry.createdAt.toISOString(),
});
