import { type Opt } from '@mikro-orm/core';
import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PackageBillingInterval } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { DecimalProperty } from '../../../common/database/decimal-property';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A coaching package a business sells (document 2 section 3, coaching_packages). `maxClients` null means unlimited:
 * it bounds the clients who hold an active subscription to the package at once. A package with subscriptions is
 * deactivated rather than deleted, so the clients' history keeps it.
 */
@Entity({ tableName: 'coaching_packages' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
@Check({ name: 'coaching_packages_billing_interval_check', expression: "billing_interval is null or billing_interval in ('month', 'year')" })
@Check({ name: 'coaching_packages_values_check', expression: 'price >= 0 and duration >= 1 and (max_clients is null or max_clients >= 1)' })
export class CoachingPackage {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business it belongs to (the tenant). */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** USD, two decimals. */
  @DecimalProperty({ precision: 10, scale: 2 })
  price: number;

  /** Days a subscription to it lasts. */
  @Property({ type: 'integer' })
  duration: number;

  /** Null: one-off (paid once, lasts `duration` days); month or year: renews every period through the payments provider. */
  @Property({ type: 'string', length: 10, nullable: true })
  billingInterval?: PackageBillingInterval | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  features: string[] & Opt = [];

  @Property({ type: 'integer', nullable: true })
  maxClients?: number | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
