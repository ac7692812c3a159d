import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import type { Workout } from './entities/workout.entity';

export interface WorkoutFilter {
  search?: string;
  page: number;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The one place the workouts table is queried; every method takes the tenant first. */
export class WorkoutsRepository extends EntityRepository<Workout> {
  findInTenant(tenant: TenantScope, id: string): Promise<Workout | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  /** Newest first, narrowed by name or description. */
  async page(tenant: TenantScope, filter: WorkoutFilter): Promise<Page<Workout>> {
    const where = {
      coach: tenant.businessId,
      ...(filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {}),
    };
    const [items, total] = await this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    });
    return new Page(items, total, filter.page, filter.limit);
  }
}
