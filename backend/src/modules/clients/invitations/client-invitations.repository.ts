import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { ClientInvitation } from './client-invitation.entity';

/**
 * The one place the client_invitations table is queried. Coach-side methods take the tenant first. Writes that
 * must not race are conditional updates, run on the repository of the transaction (`tx.getRepository(...)`).
 */
export class ClientInvitationsRepository extends EntityRepository<ClientInvitation> {
  /** Revokes the client's pending invitation, so its code stops working. Run in the transaction that adds the new one. */
  revokePending(tenant: TenantScope, clientId: string): Promise<number> {
    return this.nativeUpdate({ coach: tenant.businessId, client: clientId, status: 'pending' }, { status: 'revoked' });
  }

  /**
   * The invitation a link names. Not scoped to a business on purpose: the code is the only key a person holding
   * the link has, and only its hash is stored.
   */
  findByCodeHash(codeHash: string): Promise<ClientInvitation | null> {
    return this.findOne({ codeHash }, { populate: ['client'] });
  }

  /** Marks the invitation accepted only while it is pending and unexpired: of two concurrent accepts, one wins. */
  markAccepted(tenant: TenantScope, invitationId: string, userId: string, now: Date): Promise<number> {
    return this.nativeUpdate(
      { id: invitationId, coach: tenant.businessId, status: 'pending', expiresAt: { $gt: now } },
      { status: 'accepted', acceptedAt: now, acceptedBy: userId },
    );
  }
}
