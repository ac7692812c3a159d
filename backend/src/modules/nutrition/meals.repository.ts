import { EntityRepository } from '@mikro-orm/postgresql';
import type { MealCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import type { Meal } from './entities/meal.entity';

export interface MealFilter {
  search?: string;
  category?: MealCategory;
  page: number;
  limit: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The business's meals and recipes. */
export class MealsRepository extends EntityRepository<Meal> {
  findInTenant(tenant: TenantScope, id: string): Promise<Meal | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  findManyInTenant(tenant: TenantScope, ids: string[]): Promise<Meal[]> {
    return ids.length ? this.find({ id: { $in: ids }, coach: tenant.businessId }) : Promise.resolve([]);
  }

  async page(tenant: TenantScope, filter: MealFilter): Promise<Page<Meal>> {
    const where = {
      coach: tenant.businessId,
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {}),
    };
    const [items, total] = await this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    });
    return new Page(items, total, filter.page, filter.limit);
  }

  /** Meals per category (the Nutrition screen's and the dashboard's category cards). */
  async countByCategory(tenant: TenantScope): Promise<Record<string, number>> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ category: string; count: string }[]>('select category, count(*) as count from meals where coach_id = ? group by category', [
        tenant.businessId,
      ]);
    return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
  }
}
