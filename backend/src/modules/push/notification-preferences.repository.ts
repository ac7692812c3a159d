import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { NotificationPreferences } from './entities/notification-preferences.entity';

/** The clients' choices of push notifications (one row per client, made when they first choose). */
@Injectable()
export class NotificationPreferencesRepository extends TenantRepository<NotificationPreferences> {
  constructor(em: EntityManager) {
    super(em, NotificationPreferences);
  }

  ofClient(tenant: TenantScope, clientId: string): Promise<NotificationPreferences | null> {
    return this.findOne(tenant, { client: clientId });
  }

  /** The client's row, staged new (all kinds on) when they have none yet. */
  async ofClientOrNew(tenant: TenantScope, client: Client): Promise<NotificationPreferences> {
    return (await this.ofClient(tenant, client.id)) ?? this.create(tenant, { client });
  }
}
