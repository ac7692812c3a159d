import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A day's wellness check-in (document 2 section 3, wellness_logs); levels are 1–10. */
@Entity({ tableName: 'wellness_logs' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'date'] })
export class WellnessLog {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @Property({ type: 'date' })
  date: string;

  @DecimalProperty({ precision: 4, scale: 2, nullable: true })
  sleepHours?: number | null;

  @Property({ type: 'smallint', nullable: true })
  sleepQuality?: number | null;

  @Property({ type: 'smallint', nullable: true })
  energyLevel?: number | null;

  @Property({ type: 'smallint', nullable: true })
  mood?: number | null;

  @Property({ type: 'smallint', nullable: true })
  stressLevel?: number | null;

  /** Litres. */
  @DecimalProperty({ precision: 5, scale: 2, nullable: true })
  waterIntake?: number | null;

  @Property({ type: 'integer', nullable: true })
  steps?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
