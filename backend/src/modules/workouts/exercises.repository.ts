import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Difficulty, ExerciseCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Exercise } from './entities/exercise.entity';

export interface ExerciseFilter {
  search?: string;
  category?: ExerciseCategory;
  muscleGroup?: string;
  equipment?: string;
  difficulty?: Difficulty;
  page: number;
  limit: number;
}

/** Exercises and the muscle groups most trained in one category (the category cards). */
export interface ExerciseCategoryCount {
  category: ExerciseCategory;
  count: number;
  tags: string[];
}

/** Columns of the exercises table, as stored, for the list read without hydration. */
interface ExerciseRow {
  id: string;
  coach_id: string | null;
  name: string;
  description: string | null;
  category: ExerciseCategory;
  muscle_groups: string[];
  equipment: string | null;
  difficulty: Difficulty | null;
  instructions: string[];
  video_url: string | null;
  image_key: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What the response mapper reads: an entity, or a row of the list. */
export interface ExerciseFields {
  id: string;
  coachId: string | null;
  name: string;
  description?: string | null;
  category: ExerciseCategory;
  muscleGroups: string[];
  equipment?: string | null;
  difficulty?: Difficulty | null;
  instructions: string[];
  videoUrl?: string | null;
  imageKey?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const fromRow = (row: ExerciseRow): ExerciseFields => ({
  id: row.id,
  coachId: row.coach_id,
  name: row.name,
  description: row.description,
  category: row.category,
  muscleGroups: row.muscle_groups,
  equipment: row.equipment,
  difficulty: row.difficulty,
  instructions: row.instructions,
  videoUrl: row.video_url,
  imageKey: row.image_key,
  createdAt: new Date(row.created_at),
  updatedAt: new Date(row.updated_at),
});

/** What a business sees: the shipped library (no coach) and its own exercises. */
const VISIBLE = '(coach_id is null or coach_id = :tenant)';

/** A new exercise of the business, as its coach writes it. */
export type NewExercise = Pick<Exercise, 'name' | 'description' | 'category' | 'muscleGroups' | 'equipment' | 'difficulty' | 'instructions' | 'videoUrl'>;

/**
 * The one place the exercises table is queried. The entity is `@TenantOwned('coach', { shared: true })`: a business
 * reads the shipped library (no coach) and its own exercises, and changes only its own.
 */
@Injectable()
export class ExercisesRepository extends TenantRepository<Exercise> {
  constructor(em: EntityManager) {
    super(em, Exercise);
  }

  /** An exercise the business may read: the shipped library's or its own. */
  findVisible(tenant: TenantScope, id: string): Promise<Exercise | null> {
    return this.findOne(tenant, { id });
  }

  /** Locks one of the business's own exercises until the transaction ends and answers it as committed now (null: none). */
  lockOwn(tenant: TenantScope, id: string): Promise<Exercise | null> {
    return this.lock(tenant, { id });
  }

  /** Of the given ids, the exercises the business may use in a workout. */
  async visible(tenant: TenantScope, ids: string[]): Promise<Map<string, Exercise>> {
    if (!ids.length) return new Map();
    return new Map((await this.find(tenant, { id: { $in: ids } })).map((exercise) => [exercise.id, exercise]));
  }

  /** The shipped library by name (the demo seed builds its workouts from it). */
  async libraryByName(tenant: TenantScope): Promise<Map<string, Exercise>> {
    return new Map((await this.find(tenant, { coach: null })).map((exercise) => [exercise.name, exercise]));
  }

  /** A new exercise of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewExercise): Exercise {
    return this.create(tenant, fields);
  }

  /**
   * Deletes one of the business's exercises at once (not at the next flush), so that an exercise still used by a
   * workout or a log fails here with the foreign key violation and nothing stays staged.
   */
  async deleteOwn(tenant: TenantScope, exercise: Exercise): Promise<void> {
    await this.delete(tenant, { id: exercise.id });
  }

  /**
   * One page of exercises and the total in one query (count(*) over ()), as plain rows. Raw SQL: the search reads the
   * trigram index through the same expression it was built on (`npm run bench -- exercises`).
   */
  async page(tenant: TenantScope, filter: ExerciseFilter): Promise<Page<ExerciseFields>> {
    const where = [VISIBLE];
    const params: Record<string, unknown> = {};
    if (filter.search) {
      where.push(`(name || ' ' || coalesce(description, '')) ilike :search`);
      params.search = likePattern(filter.search);
    }
    if (filter.category) {
      where.push('category = :category');
      params.category = filter.category;
    }
    if (filter.muscleGroup) {
      where.push('exists (select 1 from unnest(muscle_groups) m where lower(m) = lower(:muscleGroup))');
      params.muscleGroup = filter.muscleGroup;
    }
    if (filter.equipment) {
      where.push('lower(equipment) = lower(:equipment)');
      params.equipment = filter.equipment;
    }
    if (filter.difficulty) {
      where.push('difficulty = :difficulty');
      params.difficulty = filter.difficulty;
    }
    const rows = await this.sql<(ExerciseRow & { total_count: string })[]>(
      tenant,
      `select id, coach_id, name, description, category, muscle_groups, equipment, difficulty, instructions, video_url, image_key, created_at, updated_at,
              count(*) over () as total_count
         from exercises where ${where.join(' and ')} order by name, id limit :limit offset :offset`,
      { ...params, limit: filter.limit, offset: (filter.page - 1) * filter.limit },
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && filter.page > 1) {
      total = Number((await this.sql<{ count: string }[]>(tenant, `select count(*) from exercises where ${where.join(' and ')}`, params))[0]!.count);
    }
    return new Page(rows.map(fromRow), total, filter.page, filter.limit);
  }

  /** Exercises per category the business sees, with the three muscle groups each trains most. */
  async categoryCounts(tenant: TenantScope): Promise<ExerciseCategoryCount[]> {
    const rows = await this.sql<{ category: ExerciseCategory; count: string; tags: string[] | null }[]>(
      tenant,
      `select e.category, count(*) as count,
              (select array_agg(m.muscle order by m.uses desc, m.muscle) from (
                 select lower(mg) as muscle, count(*) as uses from exercises x, unnest(x.muscle_groups) mg
                  where x.category = e.category and ${VISIBLE.replaceAll('coach_id', 'x.coach_id')}
                  group by lower(mg) order by uses desc, muscle limit 3) m) as tags
         from exercises e where ${VISIBLE.replaceAll('coach_id', 'e.coach_id')} group by e.category`,
    );
    return rows.map((row) => ({ category: row.category, count: Number(row.count), tags: row.tags ?? [] }));
  }

  /**
   * Of these storage keys, those an exercise still points to (for the orphan-files sweep).
   * @crossTenant The daily sweep looks at every stored file, whichever business it belongs to.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ imageKey: { $in: [...keys] } }, { fields: ['imageKey'] as never });
    return new Set(rows.map((row) => row.imageKey).filter((key): key is string => typeof key === 'string'));
  }
}
