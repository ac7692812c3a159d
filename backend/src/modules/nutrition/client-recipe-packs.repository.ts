import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientRecipePack } from './entities/client-recipe-pack.entity';

/** Recipe packs assigned to the tenant's clients; an assignment is the tenant's when its client is. */
export class ClientRecipePacksRepository extends EntityRepository<ClientRecipePack> {
  listForClient(tenant: TenantScope, clientId: string): Promise<ClientRecipePack[]> {
    return this.find({ client: { id: clientId, coach: tenant.businessId } }, { populate: ['recipePack'], orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientRecipePack | null> {
    return this.findOne({ id, client: { id: clientId, coach: tenant.businessId } }, { populate: ['recipePack'] });
  }
}
