import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Client } from '../entities/client.entity';
import { ClientInvitation } from './client-invitation.entity';

/**
 * Invitation queries. Coach-side methods take the business id first. Writes that must not race take the
 * transaction's EntityManager and are conditional updates: the database decides who wins.
 */
@Injectable()
export class ClientInvitationsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Revokes the client's pending invitation, so its code stops working. Run in the transaction that adds the new one. */
  revokePending(tx: EntityManager, businessId: string, clientId: string): Promise<number> {
    return tx.nativeUpdate(ClientInvitation, { coach: businessId, client: clientId, status: 'pending' }, { status: 'revoked' });
  }

  /**
   * The invitation a link names. Not scoped to a business on purpose: the code is the only key a person
   * holding the link has, and only its hash is stored.
   */
  findByCodeHash(codeHash: string, em: EntityManager = this.em): Promise<ClientInvitation | null> {
    return em.findOne(ClientInvitation, { codeHash }, { populate: ['client'] });
  }

  /** Marks the invitation accepted only if it is still pending and unexpired: of two concurrent accepts, one wins. */
  markAccepted(tx: EntityManager, businessId: string, invitationId: string, userId: string, now: Date): Promise<number> {
    return tx.nativeUpdate(
      ClientInvitation,
      { id: invitationId, coach: businessId, status: 'pending', expiresAt: { $gt: now } },
      { status: 'accepted', acceptedAt: now, acceptedBy: userId },
    );
  }

  /** Links the sign-in to the client record only if the record has no sign-in yet. */
  linkClientUser(tx: EntityManager, businessId: string, clientId: string, userId: string): Promise<number> {
    return tx.nativeUpdate(Client, { id: clientId, coach: businessId, user: null }, { user: userId, updatedAt: new Date() });
  }

  /** The client record linked to a client user's sign-in (the oldest, as the access guard's tenancy picks it). */
  findLinkedClient(userId: string): Promise<Client | null> {
    return this.em.findOne(Client, { user: userId }, { orderBy: { createdAt: 'asc' } });
  }
}
