import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import type { PendingInvitation } from '../dto/client.dto';
import type { Client } from '../entities/client.entity';
import { ClientInvitation } from './client-invitation.entity';

/** What a new invitation holds besides its client and business. */
export type NewInvitation = Pick<ClientInvitation, 'codeHash' | 'email' | 'sentAt' | 'expiresAt'>;

/**
 * The one place the client_invitations table is queried (tenant path `coach`). Writes that must not race are
 * conditional updates; the service runs them in one unit-of-work transaction.
 */
@Injectable()
export class ClientInvitationsRepository extends TenantRepository<ClientInvitation> {
  constructor(em: EntityManager) {
    super(em, ClientInvitation);
  }

  /** A new pending invitation of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewInvitation): ClientInvitation {
    return this.create(tenant, { ...fields, client } as RequiredEntityData<ClientInvitation>);
  }

  /** Revokes the client's pending invitation, so its code stops working. Run in the transaction that adds the new one. */
  revokePending(tenant: TenantScope, clientId: string): Promise<number> {
    return this.update(tenant, { client: clientId, status: 'pending' }, { status: 'revoked' });
  }

  /** The pending, unexpired invitation of one client of the tenant (the card's Invited state). */
  async pendingFor(tenant: TenantScope, clientId: string): Promise<PendingInvitation | null> {
    const invitation = await this.findOne(tenant, { client: clientId, status: 'pending', expiresAt: { $gt: new Date() } });
    return invitation ? { sentAt: invitation.sentAt, expiresAt: invitation.expiresAt } : null;
  }

  /**
   * The invitation a link names, with its client; `fresh` reads it again past the identity map.
   * @crossTenant A public invitation link: the code is the only key a person holding the link has (only its hash is
   * stored), and the invitation names the business.
   */
  findByCodeHash(codeHash: string, fresh = false): Promise<ClientInvitation | null> {
    return this.acrossTenants.findOne({ codeHash }, { populate: ['client'], refresh: fresh });
  }

  /** Marks the invitation accepted only while it is pending and unexpired: of two concurrent accepts, one wins. */
  markAccepted(tenant: TenantScope, invitationId: string, userId: string, now: Date): Promise<number> {
    return this.update(tenant, { id: invitationId, status: 'pending', expiresAt: { $gt: now } }, { status: 'accepted', acceptedAt: now, acceptedBy: userId });
  }
}
