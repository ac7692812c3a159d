import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Difficulty, ExerciseCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * An exercise (document 2 section 3, exercises). `coach` is null for the library that ships with CoachCore (every
 * business reads it, nobody changes it) and the owning business for a coach's own exercises.
 */
@Entity({ tableName: 'exercises' })
@TenantOwned('coach', { shared: true })
@Index({ properties: ['coach', 'name'] })
@Index({ properties: ['category'] })
// Search by name or description (`GET /api/exercises?search=`, `npm run bench -- exercises`): a trigram index on the
// text the search reads, so a substring match does not scan every business's exercises.
@Index({
  name: 'exercises_search_trgm_index',
  expression: `create index "exercises_search_trgm_index" on "exercises" using gin ((name || ' ' || coalesce(description, '')) gin_trgm_ops)`,
})
export class Exercise {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', nullable: true, deleteRule: 'cascade' })
  coach?: User | null;

  @Property({ length: 120 })
  name: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property()
  category: ExerciseCategory;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  muscleGroups: string[] & Opt = [];

  @Property({ nullable: true, length: 100 })
  equipment?: string | null;

  @Property({ nullable: true })
  difficulty?: Difficulty | null;

  /** Step-by-step instructions, one step per item. */
  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  instructions: string[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  videoUrl?: string | null;

  /** Storage key of the uploaded image (served by GET /api/exercises/{id}/image, never as a public URL). */
  @Property({ nullable: true })
  imageKey?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
