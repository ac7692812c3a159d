import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { GoalCategory, GoalStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A client's goal (document 2 section 3, goals). `startValue` remembers where it began, so direction is known. */
@Entity({ tableName: 'goals' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
export class Goal {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @Property({ length: 200 })
  title: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property()
  category: GoalCategory;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  targetValue?: number | null;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  currentValue?: number | null;

  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  startValue?: number | null;

  @Property({ nullable: true, length: 40 })
  unit?: string | null;

  @Property({ type: 'date', nullable: true })
  targetDate?: string | null;

  @Index()
  @Property({ default: 'active' })
  status: GoalStatus & Opt = 'active';

  @Property({ type: 'timestamptz', nullable: true })
  achievedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
