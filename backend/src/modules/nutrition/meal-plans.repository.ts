import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import type { MealPlan } from './entities/meal-plan.entity';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The business's meal plans, each with its meals. */
export class MealPlansRepository extends EntityRepository<MealPlan> {
  findInTenant(tenant: TenantScope, id: string): Promise<MealPlan | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  async page(tenant: TenantScope, filter: { search?: string; isTemplate?: boolean; page: number; limit: number }): Promise<Page<MealPlan>> {
    const where = {
      coach: tenant.businessId,
      ...(filter.isTemplate !== undefined ? { isTemplate: filter.isTemplate } : {}),
      ...(filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {}),
    };
    const [items, total] = await this.findAndCount(where, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: (filter.page - 1) * filter.limit,
    });
    return new Page(items, total, filter.page, filter.limit);
  }

  /** The business's own templates, newest first (the featured plans). */
  templates(tenant: TenantScope, limit: number): Promise<MealPlan[]> {
    return this.find({ coach: tenant.businessId, isTemplate: true }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  countInTenant(tenant: TenantScope): Promise<number> {
    return this.count({ coach: tenant.businessId });
  }
}
