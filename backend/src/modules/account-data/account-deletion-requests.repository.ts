import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { AccountDeletionRequest } from './entities/account-deletion-request.entity';

/** The only place account_deletion_requests is queried; a client user reaches only their own. */
@Injectable()
export class AccountDeletionRequestsRepository extends TenantRepository<AccountDeletionRequest> {
  constructor(em: EntityManager) {
    super(em, AccountDeletionRequest);
  }

  /** A new request (saved with the next flush), after the client's pending ones are withdrawn: the newest e-mail's code is the one that works. */
  async replacePending(tenant: TenantScope, client: Client, fields: { codeHash: string; expiresAt: Date }): Promise<AccountDeletionRequest> {
    await this.delete(tenant, { client: client.id, usedAt: null });
    return this.create(tenant, { client, ...fields });
  }

  /**
   * Uses the code once: marks the client's unexpired, unused request of this code used, in one conditional update
   * (of two confirmations at once, one wins, the other finds it used). False for an unknown, used or expired code.
   */
  async use(tenant: TenantScope, clientId: string, codeHash: string, at: Date): Promise<boolean> {
    return (await this.update(tenant, { client: clientId, codeHash, usedAt: null, expiresAt: { $gt: at } }, { usedAt: at })) > 0;
  }
}
