import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { AutomationExecutionStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { AutomationAction } from './automation-action.entity';
import { AutomationWorkflow } from './automation-workflow.entity';

/**
 * One action of one run of an automation for a client (document 3, automation_executions): the run log. The unique
 * key (workflow, event, client, action) means one event runs a workflow's actions once per client, however often and
 * however concurrently the event is delivered.
 */
@Entity({ tableName: 'automation_executions' })
@TenantOwned('workflow.coach', { client: 'client' })
@Unique({ name: 'automation_executions_once', properties: ['workflow', 'eventId', 'client', 'action'] })
@Index({ properties: ['workflow', 'createdAt'] })
@Index({ properties: ['action'] })
@Index({ properties: ['client'] })
export class AutomationExecution {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AutomationWorkflow, { deleteRule: 'cascade' })
  workflow: AutomationWorkflow;

  @ManyToOne(() => AutomationAction, { deleteRule: 'cascade' })
  action: AutomationAction;

  @ManyToOne(() => Client, { deleteRule: 'cascade' })
  client: Client;

  /** The domain event that started the run (its outbox id). */
  @Property({ type: 'uuid' })
  eventId: string;

  /** The event's name and payload. */
  @Property({ type: 'jsonb' })
  triggerData: Record<string, unknown>;

  @Property({ length: 20, default: 'pending' })
  status: AutomationExecutionStatus & Opt = 'pending';

  @Property({ default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'timestamptz' })
  scheduledAt: Date;

  /** When a worker first took the action (kept through retries and re-runs: the day an assigned workout is for). */
  @Property({ type: 'timestamptz', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  executedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  errorMessage: string | null = null;

  @Property({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
