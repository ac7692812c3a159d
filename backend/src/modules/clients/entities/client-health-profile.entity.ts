import { type Opt } from '@mikro-orm/core';
import { Entity, OneToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { ActivityLevel, FitnessExperience } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from './client.entity';

export interface EmergencyContact {
  name?: string | null;
  relationship?: string | null;
  phone?: string | null;
}

/** One health profile per client (document 2 section 3, client_health_profiles). */
@Entity({ tableName: 'client_health_profiles' })
@TenantOwned('client.coach', { client: 'client' })
export class ClientHealthProfile {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @OneToOne(() => Client, { fieldName: 'client_id', owner: true, unique: true, deleteRule: 'cascade' })
  client: Client;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  medicalConditions: string[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  medications: string[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  allergies: string[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  injuries: string[] & Opt = [];

  @Property({ nullable: true })
  fitnessExperience?: FitnessExperience | null;

  @Property({ nullable: true })
  activityLevel?: ActivityLevel | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  primaryGoals: string[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  preferredWorkoutTypes: string[] & Opt = [];

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  availableEquipment: string[] & Opt = [];

  @Property({ type: 'smallint', nullable: true })
  workoutFrequency?: number | null;

  @Property({ type: 'json', nullable: true })
  emergencyContact?: EmergencyContact | null;

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  lastUpdated: Date & Opt = new Date();
}
