import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
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

const measure = () => Property({ type: 'decimal', precision: 6, scale: 2, nullable: true });

/** Body measurements over time (document 2 section 3, measurements): weight and muscle in lbs, body fat in %, girths in inches. */
@Entity({ tableName: 'measurements' })
@Index({ properties: ['client', 'createdAt'] })
export class Measurement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @measure() weight?: string | null;
  @measure() bodyFat?: string | null;
  @measure() muscleMass?: string | null;
  @measure() chest?: string | null;
  @measure() waist?: string | null;
  @measure() hips?: string | null;
  @measure() arms?: string | null;
  @measure() thighs?: string | null;
  @measure() neck?: string | null;
  @measure() forearms?: string | null;
  @measure() calves?: string | null;
  @measure() shoulders?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
