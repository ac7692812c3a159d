import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { MealPlan } from './entities/meal-plan.entity';

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type NewMealPlan = Omit<RequiredEntityData<MealPlan>, 'coach'>;

/** The business's meal plans (`coach`); their meals are in MealPlanMealsRepository. */
@Injectable()
export class MealPlansRepository extends TenantRepository<MealPlan> {
  constructor(em: EntityManager) {
    super(em, MealPlan);
  }

  /** Whether the business has any meal plan. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  findById(tenant: TenantScope, id: string): Promise<MealPlan | null> {
    return this.findOne(tenant, { id });
  }

  async page(tenant: TenantScope, filter: { search?: string; isTemplate?: boolean; page: number; limit: number }): Promise<Page<MealPlan>> {
    const where = {
      ...(filter.isTemplate !== undefined ? { isTemplate: filter.isTemplate } : {}),
      ...(filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {}),
    };
    const [items, total] = await Promise.all([
      this.find(tenant, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
      this.count(tenant, where),
    ]);
    return new Page(items, total, filter.page, filter.limit);
  }

  /** The business's own templates, newest first (the featured plans). */
  templates(tenant: TenantScope, limit: number): Promise<MealPlan[]> {
    return this.find(tenant, { isTemplate: true }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  countInTenant(tenant: TenantScope): Promise<number> {
    return this.count(tenant);
  }

  /** A new plan of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewMealPlan): MealPlan {
    return this.create(tenant, fields);
  }

  async removePlan(tenant: TenantScope, plan: MealPlan): Promise<void> {
    await this.delete(tenant, { id: plan.id });
  }
}
