import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { MealCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Meal } from './entities/meal.entity';
import { RecipePackMeal } from './entities/recipe-pack-meal.entity';
import type { RecipePack } from './entities/recipe-pack.entity';

export interface NewPackMeal {
  meal: Meal;
  dayNumber: number;
  mealType: MealCategory;
  orderIndex: number;
}

/** The recipes of the tenant's packs (`recipePack.coach`): an entry is the tenant's when its pack is. */
@Injectable()
export class RecipePackMealsRepository extends TenantRepository<RecipePackMeal> {
  constructor(em: EntityManager) {
    super(em, RecipePackMeal);
  }

  forPacks(tenant: TenantScope, packIds: string[]): Promise<RecipePackMeal[]> {
    if (!packIds.length) return Promise.resolve([]);
    return this.find(tenant, { recipePack: { $in: packIds } }, { populate: ['meal'], orderBy: { dayNumber: 'asc', orderIndex: 'asc', id: 'asc' } });
  }

  /** A recipe placed in a pack found in the tenant (saved with the next flush). */
  place(tenant: TenantScope, recipePack: RecipePack, entry: NewPackMeal): RecipePackMeal {
    return this.create(tenant, { recipePack, ...entry });
  }

  async clear(tenant: TenantScope, packId: string): Promise<void> {
    await this.delete(tenant, { recipePack: packId });
  }
}
