import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ClientRecipePack } from './entities/client-recipe-pack.entity';
import type { RecipePack } from './entities/recipe-pack.entity';

/** Recipe packs assigned to the tenant's clients (`client.coach`); a client user reaches only their own. */
@Injectable()
export class ClientRecipePacksRepository extends TenantRepository<ClientRecipePack> {
  constructor(em: EntityManager) {
    super(em, ClientRecipePack);
  }

  /** A page of the client's packs, the latest assigned first. */
  pageForClient(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<ClientRecipePack>> {
    return this.findPage(tenant, { client: clientId }, page, { populate: ['recipePack'], orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientRecipePack | null> {
    return this.findOne(tenant, { id, client: clientId }, { populate: ['recipePack'] });
  }

  /** A new assignment of a pack to a client, both found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, recipePack: RecipePack, dates: { assignedDate: string; startDate: string | null }): ClientRecipePack {
    return this.create(tenant, { client, recipePack, ...dates, status: 'assigned' });
  }
}
