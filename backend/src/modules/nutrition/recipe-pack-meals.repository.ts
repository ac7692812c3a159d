import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { RecipePackMeal } from './entities/recipe-pack-meal.entity';

/** The recipes of the tenant's packs; an entry is the tenant's when its pack is. */
export class RecipePackMealsRepository extends EntityRepository<RecipePackMeal> {
  forPacks(tenant: TenantScope, packIds: string[]): Promise<RecipePackMeal[]> {
    if (!packIds.length) return Promise.resolve([]);
    return this.find(
      { recipePack: { id: { $in: packIds }, coach: tenant.businessId } },
      { populate: ['meal'], orderBy: { dayNumber: 'asc', orderIndex: 'asc', id: 'asc' } },
    );
  }

  async clear(tenant: TenantScope, packId: string): Promise<void> {
    await this.nativeDelete({ recipePack: { id: packId, coach: tenant.businessId } });
  }
}
