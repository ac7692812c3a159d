import { EntityRepository } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { EntityData } from '@mikro-orm/core';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientHealthProfile } from './entities/client-health-profile.entity';

export class HealthProfilesRepository extends EntityRepository<ClientHealthProfile> {
  findForClient(tenant: TenantScope, clientId: string): Promise<ClientHealthProfile | null> {
    return this.findOne({ client: { id: clientId, coach: tenant.businessId } });
  }

  /**
   * Creates or replaces the client's profile in one statement (insert ... on conflict (client_id) do update), so two
   * first saves at the same time both succeed instead of one hitting the unique constraint.
   * The caller has checked that the client is the tenant's. (A new id is kept only when the row is new.)
   */
  save(_tenant: TenantScope, clientId: string, data: Omit<EntityData<ClientHealthProfile>, 'id' | 'client'>): Promise<ClientHealthProfile> {
    return this.upsert({ ...data, id: randomUUID(), client: clientId } as EntityData<ClientHealthProfile>, {
      onConflictFields: ['client'],
      onConflictAction: 'merge',
      onConflictExcludeFields: ['id'],
    });
  }
}
