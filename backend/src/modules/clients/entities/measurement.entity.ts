import { DecimalType, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';

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

const measure = () => Property({ type: new DecimalType('number'), precision: 6, scale: 2, nullable: true });

/** Body measurements over time (document 2 section 3, measurements): weight and muscle in lbs, body fat in %, girths in inches. */
@Entity({ tableName: 'measurements' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
export class Measurement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @measure() weight?: number | null;
  @measure() bodyFat?: number | null;
  @measure() muscleMass?: number | null;
  @measure() chest?: number | null;
  @measure() waist?: number | null;
  @measure() hips?: number | null;
  @measure() arms?: number | null;
  @measure() thighs?: number | null;
  @measure() neck?: number | null;
  @measure() forearms?: number | null;
  @measure() calves?: number | null;
  @measure() shoulders?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
