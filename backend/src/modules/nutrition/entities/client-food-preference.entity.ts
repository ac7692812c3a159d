import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FoodPreferenceType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { Food } from './food.entity';

/** What a client likes, dislikes, avoids or is allergic to (document 2 section 3, client_food_preferences). */
@Entity({ tableName: 'client_food_preferences' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
export class ClientFoodPreference {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => Food, { fieldName: 'food_id', nullable: true, deleteRule: 'set null', index: true })
  food?: Food | null;

  @Property({ length: 200 })
  foodName: string;

  @Property({ length: 20 })
  preferenceType: FoodPreferenceType;

  /** 1 (mild) to 10 (strong). */
  @Property({ type: 'integer', default: 5 })
  intensity: number & Opt = 5;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
