import type { ClientInvitationState } from '@coachcore/domain';

/** What a client record says about its invitation (the clients API answers it on every client). */
export interface InvitableClient {
  id: string;
  firstName: string;
  lastName: string;
  userId: string | null;
  invitation?: { status: ClientInvitationState; sentAt: string | null; expiresAt: string | null } | null;
}

/** Linked wins over whatever the invitation says: the sign-in is what matters. */
export function invitationStateOf(client: InvitableClient): { status: ClientInvitationState; sentAt: string | null } {
  if (client.userId) return { status: 'linked', sentAt: client.invitation?.sentAt ?? null };
  if (client.invitation?.status === 'invited') return { status: 'invited', sentAt: client.invitation.sentAt };
  return { status: 'not_invited', sentAt: null };
}
