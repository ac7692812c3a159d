import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FitnessGoal } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/**
 * A coach's client (document 2 section 3, clients). `coach` is the tenant; a client user's tenant reaches only their
 * own record (`client: 'id'`).
 */
@Entity({ tableName: 'clients' })
@TenantOwned('coach', { client: 'id' })
@Index({ properties: ['coach', 'createdAt'] })
@Index({ properties: ['coach', 'isActive'] })
@Index({ name: 'clients_coach_id_email_unique', expression: 'create unique index "clients_coach_id_email_unique" on "clients" ("coach_id", lower("email"))' })
// One sign-in is linked to at most one client record, of one business: the client portal serves one coach.
@Index({
  name: 'clients_user_id_unique',
  expression: 'create unique index "clients_user_id_unique" on "clients" ("user_id") where "user_id" is not null',
})
// The same lead-management contact twice updates its client, never makes a second one (lead webhooks).
@Index({
  name: 'clients_coach_id_lead_dec_contact_id_unique',
  expression:
    'create unique index "clients_coach_id_lead_dec_contact_id_unique" on "clients" ("coach_id", "lead_dec_contact_id") where "lead_dec_contact_id" is not null',
})
// The platform admin's Client Management: every business's clients newest first, and found by name or e-mail.
@Index({ properties: ['createdAt', 'id'] })
@Index({
  name: 'clients_full_name_trgm_index',
  expression: `create index "clients_full_name_trgm_index" on "clients" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
@Index({ name: 'clients_email_trgm_index', expression: 'create index "clients_email_trgm_index" on "clients" using gin ("email" gin_trgm_ops)' })
export class Client {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  /** The client's own sign-in, once they have one. */
  @ManyToOne(() => User, { fieldName: 'user_id', nullable: true, deleteRule: 'set null', index: true })
  user?: User | null;

  @Property({ length: 100 })
  firstName: string;

  @Property({ length: 100 })
  lastName: string;

  @Property({ length: 254 })
  email: string;

  @Property({ nullable: true, length: 40 })
  phone?: string | null;

  @Property({ nullable: true })
  fitnessGoal?: FitnessGoal | null;

  @DecimalProperty({ precision: 6, scale: 2, nullable: true })
  currentWeight?: number | null;

  @DecimalProperty({ precision: 6, scale: 2, nullable: true })
  targetWeight?: number | null;

  @DecimalProperty({ precision: 6, scale: 2, nullable: true })
  height?: number | null;

  @Property({ type: 'integer', nullable: true })
  age?: number | null;

  @Property({ nullable: true })
  activityLevel?: string | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  /** When the client was last deactivated; null while active (Business Analytics dates churn by it). */
  @Property({ type: 'timestamptz', nullable: true })
  deactivatedAt?: Date | null;

  @Property({ nullable: true })
  leadDecContactId?: string | null;

  @Property({ nullable: true })
  source?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  lastWorkout?: Date | null;

  @Property({ default: false })
  onboardingCompleted: boolean & Opt = false;

  @Property({ type: 'timestamptz', nullable: true })
  onboardingCompletedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
