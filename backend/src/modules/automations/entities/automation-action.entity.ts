import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { AutomationActionType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { AutomationWorkflow } from './automation-workflow.entity';

/** One step of an automation (document 3, automation_actions), in `orderIndex` order, after `delayMinutes`. */
@Entity({ tableName: 'automation_actions' })
@TenantOwned('workflow.coach')
@Index({ properties: ['workflow', 'orderIndex'] })
export class AutomationAction {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AutomationWorkflow, { deleteRule: 'cascade' })
  workflow: AutomationWorkflow;

  @Property({ length: 40 })
  actionType: AutomationActionType;

  /** The action's settings (subject and message of an e-mail, the community, the workout, the wait's hours...). */
  @Property({ type: 'jsonb' })
  actionData: Record<string, string | number> & Opt = {};

  /** The screen's delay in whole hours, stored in minutes as the spec's table has it. */
  @Property({ default: 0 })
  delayMinutes: number & Opt = 0;

  @Property()
  orderIndex: number;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ default: 0 })
  successCount: number & Opt = 0;

  @Property({ default: 0 })
  failureCount: number & Opt = 0;
}
