import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { RecipePack } from './entities/recipe-pack.entity';

/** The business's recipe packs. */
export class RecipePacksRepository extends EntityRepository<RecipePack> {
  findInTenant(tenant: TenantScope, id: string): Promise<RecipePack | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  listInTenant(tenant: TenantScope): Promise<RecipePack[]> {
    return this.find({ coach: tenant.businessId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }
}
