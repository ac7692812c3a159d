import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { RecipePackDifficulty } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/** A themed set of a business's recipes by day and meal type (document 2 section 3, recipe_packs). */
@Entity({ tableName: 'recipe_packs' })
@TenantOwned('coach')
@Index({ properties: ['coach', 'createdAt'] })
export class RecipePack {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @Property({ length: 200 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ length: 100, nullable: true })
  theme?: string | null;

  @Property({ length: 20, default: 'beginner' })
  difficulty: RecipePackDifficulty & Opt = 'beginner';

  /** Minutes: the prep and cook times of its recipes added up. */
  @Property({ type: 'integer', nullable: true })
  prepTimeTotal?: number | null;

  @Property({ type: 'integer', default: 4 })
  servings: number & Opt = 4;

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  tags: string[] & Opt = [];

  @Property({ default: false })
  isPublic: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
