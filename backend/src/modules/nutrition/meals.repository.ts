import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MealCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Meal } from './entities/meal.entity';

export interface MealFilter {
  search?: string;
  category?: MealCategory;
  page: number;
  limit: number;
}

export type NewMeal = Omit<RequiredEntityData<Meal>, 'coach'>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The business's meals and recipes (`coach`). */
@Injectable()
export class MealsRepository extends TenantRepository<Meal> {
  constructor(em: EntityManager) {
    super(em, Meal);
  }

  findById(tenant: TenantScope, id: string): Promise<Meal | null> {
    return this.findOne(tenant, { id });
  }

  /** Locks the meal until the transaction ends and answers it as committed now (null when gone). */
  lockById(tenant: TenantScope, id: string): Promise<Meal | null> {
    return this.lock(tenant, { id });
  }

  findMany(tenant: TenantScope, ids: string[]): Promise<Meal[]> {
    return ids.length ? this.find(tenant, { id: { $in: ids } }) : Promise.resolve([]);
  }

  async page(tenant: TenantScope, filter: MealFilter): Promise<Page<Meal>> {
    const where = {
      ...(filter.category ? { category: filter.category } : {}),
      ...(filter.search ? { $or: [{ name: { $ilike: likePattern(filter.search) } }, { description: { $ilike: likePattern(filter.search) } }] } : {}),
    };
    const [items, total] = await Promise.all([
      this.find(tenant, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit, offset: (filter.page - 1) * filter.limit }),
      this.count(tenant, where),
    ]);
    return new Page(items, total, filter.page, filter.limit);
  }

  countInTenant(tenant: TenantScope): Promise<number> {
    return this.count(tenant);
  }

  /** Meals per category (the Nutrition screen's and the dashboard's category cards). Raw SQL: one grouped count. */
  async countByCategory(tenant: TenantScope): Promise<Record<string, number>> {
    const rows = await this.sql<{ category: string; count: string }[]>(
      tenant,
      'select category, count(*) as count from meals where coach_id = :tenant group by category',
    );
    return Object.fromEntries(rows.map((row) => [row.category, Number(row.count)]));
  }

  /** A new meal of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewMeal): Meal {
    return this.create(tenant, fields);
  }

  async removeMeal(tenant: TenantScope, meal: Meal): Promise<void> {
    await this.delete(tenant, { id: meal.id });
  }

  /**
   * Of these storage keys, those a meal still points to (for the orphan-files sweep).
   * @crossTenant The daily sweep looks at every stored file, whichever business it belongs to.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ imageKey: { $in: [...keys] } }, { fields: ['imageKey'] as never });
    return new Set(rows.map((row) => row.imageKey).filter((key): key is string => typeof key === 'string'));
  }
}
