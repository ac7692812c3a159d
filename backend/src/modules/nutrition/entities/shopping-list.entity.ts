import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

/** A client's weekly shopping list, generated from their meal plan (document 2 section 3, shopping_lists). */
@Entity({ tableName: 'shopping_lists' })
@TenantOwned('coach', { client: 'client' })
// One list per client and week: generating the same week twice (two clicks) stores one.
@Unique({ properties: ['client', 'weekStartDate'] })
export class ShoppingList {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @Property({ type: 'date' })
  weekStartDate: string;

  @Property({ type: 'date' })
  weekEndDate: string;

  /** The sum of the items' estimated prices, where known; null when no price is known. */
  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  totalEstimatedCost?: number | null;

  @Property({ length: 20, default: 'draft' })
  status: string & Opt = 'draft';

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
