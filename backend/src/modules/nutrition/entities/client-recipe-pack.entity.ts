import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { RecipePackStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { RecipePack } from './recipe-pack.entity';

/** A recipe pack assigned to a client, with the client's progress (document 2 section 3, client_recipe_packs). */
@Entity({ tableName: 'client_recipe_packs' })
@TenantOwned('client.coach', { client: 'client' })
// A pack is assigned to a client once (two clicks store one).
@Unique({ properties: ['client', 'recipePack'] })
export class ClientRecipePack {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @ManyToOne(() => RecipePack, { fieldName: 'recipe_pack_id', deleteRule: 'cascade', index: true })
  recipePack: RecipePack;

  @Property({ type: 'date' })
  assignedDate: string;

  @Property({ type: 'date', nullable: true })
  startDate?: string | null;

  @Property({ length: 20, default: 'assigned' })
  status: RecipePackStatus & Opt = 'assigned';

  /** Percent, 0 to 100. */
  @Property({ type: 'integer', default: 0 })
  progress: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  feedback?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
