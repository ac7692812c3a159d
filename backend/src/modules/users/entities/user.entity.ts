import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Role, UnitSystem } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';

/** A person who signs in: platform admin, business owner, staff member or client (document 2 section 3, users). */
@Entity({ tableName: 'users' })
// The admin's lists: businesses (or any role) newest first, every account found by name or e-mail.
@Index({ properties: ['role', 'createdAt', 'id'] })
@Index({
  name: 'users_full_name_trgm_index',
  expression: `create index "users_full_name_trgm_index" on "users" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops)`,
})
@Index({ name: 'users_email_trgm_index', expression: 'create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops)' })
export class User {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ unique: true, nullable: true })
  username?: string | null;

  /** Stored lower-cased, so uniqueness is case-insensitive. */
  @Property({ unique: true, length: 254 })
  email: string;

  @Property({ hidden: true, lazy: true })
  password: string;

  @Property({ length: 100 })
  firstName: string;

  @Property({ length: 100 })
  lastName: string;

  @Property({ default: 'business' })
  role: Role & Opt = 'business';

  @Property({ nullable: true })
  avatar?: string | null;

  @Property({ nullable: true, length: 40 })
  phone?: string | null;

  @Property({ default: false })
  onboardingCompleted: boolean & Opt = false;

  @Property({ nullable: true })
  stripeCustomerId?: string | null;

  @Property({ nullable: true })
  stripeSubscriptionId?: string | null;

  @Index()
  @Property({ nullable: true })
  subscriptionStatus?: string | null;

  @Property({ nullable: true })
  subscriptionPlan?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  subscriptionEndsAt?: Date | null;

  @Property({ nullable: true })
  stripeAccountId?: string | null;

  @Property({ default: false })
  stripeAccountEnabled: boolean & Opt = false;

  @Property({ default: false })
  paymentSetupComplete: boolean & Opt = false;

  @Property({ nullable: true, length: 200 })
  businessName?: string | null;

  /** IANA time zone of the business (its days: when a client's scheduled workout counts as missed). */
  @Property({ length: 64, default: 'UTC' })
  timeZone: string & Opt = 'UTC';

  /** The units the user reads their figures in (imperial: lbs and inches; metric: kg and cm). */
  @Property({ length: 10, default: 'imperial' })
  units: UnitSystem & Opt = 'imperial';

  @Property({ nullable: true })
  businessAddress?: string | null;

  @Property({ nullable: true, length: 40 })
  businessPhone?: string | null;

  @Property({ nullable: true })
  businessWebsite?: string | null;

  @Property({ nullable: true })
  googleMyBusinessId?: string | null;

  @Property({ nullable: true })
  googleMyBusinessUrl?: string | null;

  @Property({ nullable: true })
  facebookPageId?: string | null;

  @Property({ nullable: true })
  facebookPageUrl?: string | null;

  @Property({ nullable: true })
  yelpBusinessUrl?: string | null;

  @Property({ default: true })
  reviewCollectionEnabled: boolean & Opt = true;

  @Property({ default: true })
  autoFeedbackEnabled: boolean & Opt = true;

  @Property({ default: 2 })
  feedbackDelayHours: number & Opt = 2;

  /**
   * A business (owner) suspended by the platform: its owner, staff and clients are refused (403) until it is
   * reactivated. Set and cleared only by BusinessAccessService (admin suspension, the payment grace period).
   */
  @Property({ type: 'timestamptz', nullable: true })
  suspendedAt?: Date | null;

  @Property({ nullable: true, length: 500 })
  suspendedReason?: string | null;

  /** A disabled account cannot sign in and has no live session (set by a platform admin). */
  @Property({ type: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
