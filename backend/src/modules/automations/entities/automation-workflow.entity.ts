import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AutomationTrigger } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A business's automation (document 3, automation_workflows): a trigger (a domain event, optionally narrowed by
 * conditions on its fields) and the actions it runs for the event's client.
 */
@Entity({ tableName: 'automation_workflows' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
@Index({ properties: ['coach', 'triggerType', 'isActive'] })
export class AutomationWorkflow {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business (the spec's coachId; the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ length: 40 })
  triggerType: AutomationTrigger;

  /** Fields of the event that must equal these values for the automation to run (empty: every event). */
  @Property({ type: 'jsonb' })
  triggerConditions: Record<string, string> & Opt = {};

  @Property({ default: true })
  isActive: boolean & Opt = true;

  /** Events that started this automation for a client. */
  @Property({ default: 0 })
  totalExecutions: number & Opt = 0;

  @Property({ type: 'timestamptz', nullable: true })
  lastExecutedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
