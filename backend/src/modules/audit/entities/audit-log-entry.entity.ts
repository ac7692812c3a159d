import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AuditAction, AuditTargetType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';

/**
 * One admin action that changed another person's access or data: who did it, when, what and why. Append-only: the
 * API has no route to change or remove an entry, and the database refuses UPDATE, DELETE and TRUNCATE on the table
 * (the `audit_log_append_only` trigger function and a TRUNCATE trigger, which the ORM's schema diff cannot see, are
 * created by the AdminArea migration). No foreign keys: an entry outlives
 * the accounts and records it names (a deleted client's entry keeps its name and id).
 */
@Entity({
  tableName: 'audit_log',
  triggers: [
    {
      name: 'audit_log_no_change',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'statement',
      expression: 'create trigger "audit_log_no_change" before update or delete on "audit_log" for each statement execute function "audit_log_append_only"()',
    },
  ],
})
@Index({ properties: ['createdAt', 'id'] })
export class AuditLogEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The admin who acted (null for the platform itself, e.g. the payment grace period). */
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  /** The actor's e-mail when they acted. */
  @Property({ length: 254, nullable: true })
  actorEmail?: string | null;

  @Property({ length: 40 })
  action: AuditAction;

  /** What the action was done to: a business, client, user, payment, coupon... (AUDIT_TARGET_TYPES). */
  @Property({ length: 20 })
  targetType: AuditTargetType;

  /** The target's id: a UUID, or a coupon's 21-character id. */
  @Index()
  @Property({ length: 64 })
  targetId: string;

  /** The target's name and e-mail when the action was done (kept after a deletion). */
  @Property({ length: 400 })
  targetLabel: string;

  /** The business the target belongs to, when it belongs to one. */
  @Property({ type: 'uuid', nullable: true })
  businessId?: string | null;

  /** Why (a suspension's reason), or what changed (a refund's amount, a coupon's terms, the client assigned). */
  @Property({ length: 500, nullable: true })
  reason?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
