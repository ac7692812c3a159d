import { ApiProperty } from '@nestjs/swagger';
import { INVITATION_STATUSES, type InvitationStatus } from '@coachcore/domain';
import { ApiDateTime, ApiUuid } from '../../../../common/openapi/property-formats';
import type { Client } from '../../entities/client.entity';
import type { ClientInvitation } from '../client-invitation.entity';

/** An invitation as the coach sees it: never the code (only the e-mail holds it). */
export class ClientInvitationResponseDto {
  @ApiProperty({ enum: INVITATION_STATUSES, enumName: 'InvitationStatus' })
  status: InvitationStatus;
  /** Where the invitation was sent. */
  email: string;
  /** When the invitation was sent. */
  @ApiDateTime()
  sentAt: string;
  /** The link stops working after this moment (7 days after sending). */
  @ApiDateTime()
  expiresAt: string;
}

export function toClientInvitationResponse(invitation: ClientInvitation): ClientInvitationResponseDto {
  return {
    status: invitation.status,
    email: invitation.email,
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/** What the invitation page shows before the person signs up or signs in. */
export class InvitationPreviewResponseDto {
  /** The coach's business name (the coach's name when the business has none). @example Fit Studio */
  businessName: string;
  /** @example Jamie */
  clientFirstName: string;
  /** The address the invitation was sent to; the sign-up form uses it. */
  email: string;
  /** The link stops working after this moment. */
  @ApiDateTime()
  expiresAt: string;
}

export function toInvitationPreviewResponse(invitation: ClientInvitation, businessName: string): InvitationPreviewResponseDto {
  return { businessName, clientFirstName: invitation.client.firstName, email: invitation.email, expiresAt: invitation.expiresAt.toISOString() };
}

/** The answer to an accepted invitation: the client record the sign-in is now linked to. */
export class InvitationAcceptedResponseDto {
  @ApiUuid()
  clientId: string;
  businessName: string;
}

/** Whether the signed-in client user is linked to a client record, and to whose business. */
export class ClientLinkResponseDto {
  linked: boolean;
  /** The linked client record; null when not linked. */
  @ApiUuid()
  clientId: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
}

/** The client record a client user is linked to, or null when the user is not linked yet. */
export function toClientLinkResponse(client: Pick<Client, 'id' | 'firstName' | 'lastName'> | null, businessName: string | null): ClientLinkResponseDto {
  if (!client) return { linked: false, clientId: null, firstName: null, lastName: null, businessName: null };
  return { linked: true, clientId: client.id, firstName: client.firstName, lastName: client.lastName, businessName };
}
