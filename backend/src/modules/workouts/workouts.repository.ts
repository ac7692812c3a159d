import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Workout } from './entities/workout.entity';

export interface WorkoutFilter {
  search?: string;
  page: number;
  limit: number;
}

/** A new workout of the business, as the builder sends it. */
export type NewWorkout = Pick<Workout, 'name' | 'description' | 'category' | 'difficulty' | 'duration' | 'isTemplate'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The one place the workouts table is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant. */
@Injectable()
export class WorkoutsRepository extends TenantRepository<Workout> {
  constructor(em: EntityManager) {
    super(em, Workout);
  }

  /** Whether the business has built any workout. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  findInTenant(tenant: TenantScope, id: string): Promise<Workout | null> {
    return this.findOne(tenant, { id });
  }

  /** Newest first, narrowed by name or description. */
  /** Locks the workout's row until the surrounding transaction ends and answers it as committed now (null when gone). */
  lockById(tenant: TenantScope, id: string): Promise<Workout | null> {
    return this.lock(tenant, { id });
  }

  async page(tenant: TenantScope, filter: WorkoutFilter): Promise<Page<Workout>> {
    const where = filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {};
    const [items, total] = await Promise.all([
      this.find(tenant, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
      this.count(tenant, where),
    ]);
    return new Page(items, total, filter.page, filter.limit);
  }

  /** A new workout of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewWorkout): Workout {
    return this.create(tenant, fields);
  }

  /** Schedules the removal of one of the business's workouts (its exercises and assignments go with it: on delete cascade). */
  removeWorkout(tenant: TenantScope, workout: Workout): void {
    this.remove(tenant, workout);
  }
}
