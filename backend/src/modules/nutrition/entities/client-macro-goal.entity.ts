import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/** Daily calorie and macro goals of a client (document 2 section 3, client_macro_goals); the newest effective one applies. */
@Entity({ tableName: 'client_macro_goals' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['client', 'effectiveDate', 'createdAt'] })
export class ClientMacroGoal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @Property({ type: 'integer' })
  dailyCalories: number;

  @Property({ type: 'integer' })
  dailyProtein: number;

  @Property({ type: 'integer' })
  dailyCarbs: number;

  @Property({ type: 'integer' })
  dailyFat: number;

  @Property({ type: 'integer', nullable: true })
  weeklyCalories?: number | null;

  @Property({ type: 'date' })
  effectiveDate: string;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
