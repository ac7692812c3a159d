import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { RecipePack } from './entities/recipe-pack.entity';

export type NewRecipePack = Omit<RequiredEntityData<RecipePack>, 'coach'>;

/** The business's recipe packs (`coach`). */
@Injectable()
export class RecipePacksRepository extends TenantRepository<RecipePack> {
  constructor(em: EntityManager) {
    super(em, RecipePack);
  }

  findById(tenant: TenantScope, id: string): Promise<RecipePack | null> {
    return this.findOne(tenant, { id });
  }

  /** A page of the business's packs, newest first. */
  pageInTenant(tenant: TenantScope, page: { page: number; limit: number }): Promise<Page<RecipePack>> {
    return this.findPage(tenant, {}, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new pack of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewRecipePack): RecipePack {
    return this.create(tenant, fields);
  }

  async removePack(tenant: TenantScope, pack: RecipePack): Promise<void> {
    await this.delete(tenant, { id: pack.id });
  }
}
