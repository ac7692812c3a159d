import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, clientLimitMessage, INVITATION_MESSAGES, INVITATION_TTL_DAYS, invitationPath } from '@coachcore/domain';
import { UnitOfWork } from '../../../common/database/unit-of-work';
import { DomainEvents } from '../../../common/events/domain-events';
import type { AuthUser, Tenant, TenantScope } from '../../../common/http/authenticated-request';
import { AppConfig } from '../../../config/app-config';
import { NotificationsService } from '../../notifications/notifications.service';
import { UsersService } from '../../users/users.service';
import { ClientsRepository } from '../clients.repository';
import { ClientsService } from '../clients.service';
import type { Client } from '../entities/client.entity';
import type { ClientInvitation } from './client-invitation.entity';
import { ClientInvitationsRepository } from './client-invitations.repository';
import {
  toClientInvitationResponse,
  toClientLinkResponse,
  toInvitationPreviewResponse,
  type ClientInvitationResponseDto,
  type ClientLinkResponseDto,
  type InvitationAcceptedResponseDto,
  type InvitationPreviewResponseDto,
} from './dto/invitation.dto';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from './invitation-code';

const DAY_MS = 86_400_000;

/** Inviting a client by e-mail and linking the person's client sign-in to the client record. */
@Injectable()
export class ClientInvitationsService {
  constructor(
    private readonly clients: ClientsService,
    private readonly clientRecords: ClientsRepository,
    private readonly invitations: ClientInvitationsRepository,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Sends (or resends) the invitation: a new code, the old one revoked, the e-mail and `client_invited` committed with
   * it. The event's subscriber sends the e-mail (so a crash right after the commit delays it, never loses it).
   * Concurrent resends of one client take turns on the client's row lock, so each one revokes the invitation the
   * previous one committed: all succeed, one invitation stays pending, and it is the one of the newest e-mail.
   */
  async invite(tenant: Tenant, clientId: string): Promise<ClientInvitationResponseDto> {
    const found = await this.clients.findOrFail(tenant, clientId);
    if (found.user) throw new ConflictException(INVITATION_MESSAGES.alreadyLinked);
    // A business with more clients than its plan allows (after moving to a smaller tier) invites no more of them.
    const overLimitPlan = await this.clientRecords.overClientLimit(tenant);
    if (overLimitPlan) throw new ForbiddenException(clientLimitMessage(overLimitPlan));
    const businessName = await this.businessName(tenant.businessId);
    const invitation = await this.uow.transaction(async () => {
      const client = await this.clientRecords.lockById(tenant, found.id);
      if (!client) throw new NotFoundException(CLIENT_MESSAGES.notFound);
      if (client.user) throw new ConflictException(INVITATION_MESSAGES.alreadyLinked);
      return this.replaceInvitation(tenant, client, businessName);
    });
    return toClientInvitationResponse(invitation);
  }

  /** What the invitation page shows. Unknown: 404; used, revoked or expired: 410 with the reason. */
  async preview(code: string): Promise<InvitationPreviewResponseDto> {
    const invitation = await this.findUsable(code);
    return toInvitationPreviewResponse(invitation, await this.businessName(invitation.coach.id));
  }

  /**
   * Links the signed-in client user to the invitation's client record. The invitation is marked accepted and the
   * client linked in one transaction, both by conditional updates, with client_signup and client_linked in the same commit.
   * A sign-in serves one client record (the portal shows one coach): a person already linked, to this business or
   * another, is refused with 409 and the invitation stays usable; the unique index on clients.user_id settles accepts
   * that race.
   */
  async accept(user: AuthUser, code: string): Promise<InvitationAcceptedResponseDto> {
    if (user.role !== 'client') throw new ForbiddenException(INVITATION_MESSAGES.clientAccountRequired);
    const invitation = await this.findUsable(code);
    const tenant: TenantScope = { businessId: invitation.coach.id };
    const clientId = invitation.client.id;
    await this.refuseIfLinked(user, tenant);
    try {
      await this.uow.transaction(async () => {
        if (!(await this.invitations.markAccepted(tenant, invitation.id, user.id, new Date()))) {
          // Another accept won the race (or the link expired a moment ago): answer as the invitation is now.
          await this.findUsable(code, true);
          throw new GoneException(INVITATION_MESSAGES.used);
        }
        if (!(await this.clientRecords.linkUser(tenant, clientId, user.id))) throw new ConflictException(INVITATION_MESSAGES.alreadyLinked);
        this.events.record('client_signup', { businessId: tenant.businessId, clientId });
        this.events.record('client_linked', { businessId: tenant.businessId, clientId, userId: user.id, invitationId: invitation.id });
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        await this.refuseIfLinked(user, tenant);
        throw new ConflictException(INVITATION_MESSAGES.userLinkedElsewhere);
      }
      throw error;
    }
    return { clientId, businessName: await this.businessName(tenant.businessId) };
  }

  /** 409 when the sign-in is already linked to a client record: of this business, or of another coach. */
  private async refuseIfLinked(user: AuthUser, tenant: TenantScope): Promise<void> {
    const membership = await this.clients.findMembership(user.id);
    if (!membership) return;
    throw new ConflictException(membership.coachId === tenant.businessId ? INVITATION_MESSAGES.userAlreadyLinked : INVITATION_MESSAGES.userLinkedElsewhere);
  }

  /** For the client portal: is this client user linked yet, and to whom. */
  async link(user: AuthUser): Promise<ClientLinkResponseDto> {
    if (user.role !== 'client') throw new ForbiddenException('You do not have access to this resource');
    const membership = await this.clients.findMembership(user.id);
    // The membership is the client user's tenant: their business, narrowed to their own record.
    const client = membership && (await this.clientRecords.findById({ businessId: membership.coachId, clientId: membership.id }, membership.id));
    return toClientLinkResponse(client ?? null, client ? await this.businessName(client.coach.id) : null);
  }

  /** Runs in the caller's transaction: the old code revoked, the new invitation, its e-mail and its event staged. */
  private async replaceInvitation(tenant: TenantScope, client: Client, businessName: string): Promise<ClientInvitation> {
    const { code, hash } = newInvitationCode();
    const sentAt = new Date();
    const expiresAt = new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS);
    await this.invitations.revokePending(tenant, client.id);
    const invitation = this.invitations.add(tenant, client, { codeHash: hash, email: client.email, sentAt, expiresAt });
    this.notifications.stageClientInvitationEmail(invitation.id, client.email, {
      clientFirstName: client.firstName,
      businessName,
      link: `${this.config.appUrl}${invitationPath(code)}`,
      expiresAt,
    });
    this.events.record('client_invited', { businessId: tenant.businessId, clientId: client.id, invitationId: invitation.id });
    return invitation;
  }

  /** The pending, unexpired invitation a code names, or the error that explains why it cannot be used; `fresh` re-reads it. */
  private async findUsable(code: string, fresh = false): Promise<ClientInvitation> {
    const invitation = isWellFormedInvitationCode(code) ? await this.invitations.findByCodeHash(hashInvitationCode(code), fresh) : null;
    if (!invitation) throw new NotFoundException(INVITATION_MESSAGES.notFound);
    if (invitation.status === 'accepted') throw new GoneException(INVITATION_MESSAGES.used);
    if (invitation.status === 'revoked') throw new GoneException(INVITATION_MESSAGES.revoked);
    if (invitation.expiresAt.getTime() <= Date.now()) throw new GoneException(INVITATION_MESSAGES.expired);
    return invitation;
  }

  /** The name people know the business by: its business name, else the owner's name. */
  private async businessName(businessId: string): Promise<string> {
    const owner = await this.users.getProfile(businessId);
    return owner.businessName?.trim() || `${owner.firstName} ${owner.lastName}`;
  }
}
