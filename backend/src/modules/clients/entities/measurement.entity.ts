import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

export const MEASUREMENT_FIELDS = [
  'weight',
  'bodyFat',
  'muscleMass',
  'chest',
  'waist',
  'hips',
  'arms',
  'thighs',
  'neck',
  'forearms',
  'calves',
  'shoulders',
] as const;
export type MeasurementField = (typeof MEASUREMENT_FIELDS)[number];

const MEASURE = { precision: 6, scale: 2, nullable: true } as const;

/** Body measurements over time (document 2 section 3, measurements): weight and muscle in lbs, body fat in %, girths in inches. */
@Entity({ tableName: 'measurements' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
export class Measurement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @DecimalProperty(MEASURE) weight?: number | null;
  @DecimalProperty(MEASURE) bodyFat?: number | null;
  @DecimalProperty(MEASURE) muscleMass?: number | null;
  @DecimalProperty(MEASURE) chest?: number | null;
  @DecimalProperty(MEASURE) waist?: number | null;
  @DecimalProperty(MEASURE) hips?: number | null;
  @DecimalProperty(MEASURE) arms?: number | null;
  @DecimalProperty(MEASURE) thighs?: number | null;
  @DecimalProperty(MEASURE) neck?: number | null;
  @DecimalProperty(MEASURE) forearms?: number | null;
  @DecimalProperty(MEASURE) calves?: number | null;
  @DecimalProperty(MEASURE) shoulders?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
