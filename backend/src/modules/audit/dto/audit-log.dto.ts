import { ApiProperty } from '@nestjs/swagger';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, LIST_PAGES, type AuditAction, type AuditTargetType } from '@coachcore/domain';
import { IsOptional, Matches } from 'class-validator';
import { ApiDateTime, ApiUuid } from '../../../common/openapi/property-formats';
import { PageQuery } from '../../../common/http/pagination';
import { rule } from '../../../common/validation/rules';
import type { AuditLogEntry } from '../entities/audit-log-entry.entity';

/** A target's id: a UUID, or a coupon's 21-character id. */
const TARGET_ID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[A-Za-z0-9_-]{21})$/;

/** Query of GET /api/admin/audit-log. */
export class ListAuditLogQuery extends PageQuery(LIST_PAGES.auditLog) {
  /** Only the entries about this business, client, user, payment or coupon: its UUID, or a coupon's 21-character id. */
  @ApiProperty({ required: false, pattern: TARGET_ID.source })
  @IsOptional()
  @Matches(TARGET_ID, rule({ message: 'targetId must be a UUID or a coupon id' }))
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
  /** The target's id: a UUID, or a coupon's 21-character id. */
  @ApiProperty({ pattern: TARGET_ID.source })
  targetId: string;
  /** The target's name and e-mail (a coupon: its code and name) at the time. */
  targetLabel: string;
  @ApiUuid({ nullable: true })
  businessId: string | null;
  /** Why, when the action takes a reason (a suspension), or what changed (a refund's amount, a coupon's terms, the client assigned). */
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
