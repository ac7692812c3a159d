import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  CLIENT_MESSAGES,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_MESSAGES,
  STAFF_ROLE_LABELS,
  staffInvitationPath,
  TWO_FACTOR_MESSAGES,
  type StaffRole,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser, Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from '../../common/security/invitation-code';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import type { Client } from '../clients/entities/client.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import {
  toStaffClientResponse,
  toStaffEntryResponse,
  type AssignStaffClientDto,
  type InviteStaffDto,
  type ListStaffClientsQuery,
  type StaffClientResponseDto,
  type ListStaffQuery,
  type OwnStaffMembershipResponseDto,
  type StaffEntryResponseDto,
  type StaffInvitationAcceptedResponseDto,
  type StaffInvitationPreviewResponseDto,
  type StaffSummaryResponseDto,
  type UpdateStaffPermissionsDto,
} from './dto/staff.dto';
import type { BusinessStaff } from './entities/business-staff.entity';
import { StaffAssignmentsRepository } from './staff-assignments.repository';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

const DAY_MS = 86_400_000;

const clientLabel = (client: Client) => `${client.firstName} ${client.lastName} <${client.email}>`;

/**
 * Staff Management (document 3 section 2.7): the owner invites staff by e-mail, lists and removes them and changes their
 * permissions; the invited person accepts by signing up or signing in. Removal and permission changes go through
 * StaffService, whose `staff_access_changed` event re-authorises the member's sockets; HTTP follows at the next request
 * (the access guard reads the membership every time).
 */
@Injectable()
export class StaffManagementService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly assignments: StaffAssignmentsRepository,
    private readonly clients: ClientsService,
    private readonly access: StaffService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly twoFactor: TwoFactorService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /**
   * Sends (or resends) an invitation: a new code, an earlier pending one to the same address withdrawn, the e-mail and
   * `staff_invited` committed with it. A current member of the staff, or the owner's own address, answers 409.
   */
  async invite(tenant: TenantScope, dto: InviteStaffDto): Promise<StaffEntryResponseDto> {
    const email = dto.email.toLowerCase();
    const owner = await this.users.getProfile(tenant.businessId);
    if (owner.email.toLowerCase() === email) throw new ConflictException(STAFF_MESSAGES.ownAddress);
    if (await this.staff.findActiveMemberByEmail(tenant, email)) throw new ConflictException(STAFF_MESSAGES.alreadyMember);
    const businessName = owner.businessName?.trim() || `${owner.firstName} ${owner.lastName}`;
    try {
      const row = await this.uow.transaction(async () => {
        const { code, hash } = newInvitationCode();
        const expiresAt = new Date(Date.now() + STAFF_INVITATION_TTL_DAYS * DAY_MS);
        await this.staff.revokePending(tenant, email);
        const invitation = this.staff.addInvitation(tenant, {
          email,
          role: dto.role ?? null,
          permissions: [...new Set(dto.permissions ?? [])],
          departments: [...new Set(dto.departments ?? [])],
          inviteCode: hash,
          inviteExpiresAt: expiresAt,
        });
        this.notifications.stageStaffInvitationEmail(invitation.id, email, {
          businessName,
          roleLabel: dto.role ? STAFF_ROLE_LABELS[dto.role] : null,
          link: `${this.config.appUrl}${staffInvitationPath(code)}`,
          expiresAt,
        });
        this.events.record('staff_invited', { businessId: tenant.businessId, invitationId: invitation.id });
        return invitation;
      });
      return toStaffEntryResponse(row);
    } catch (error) {
      // Two invitations to one address at once: the partial unique index keeps one; the other is told to retry.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException('An invitation to this address is being sent. Try again.');
      throw error;
    }
  }

  async list(tenant: TenantScope, query: ListStaffQuery): Promise<Page<StaffEntryResponseDto>> {
    const page = await this.staff.listActive(tenant, query);
    const twoFactorUsers = await this.twoFactor.enabledAmong(page.items.flatMap((row) => (row.staff ? [row.staff.id] : [])));
    return page.map((row) => toStaffEntryResponse(row, twoFactorUsers));
  }

  /**
   * The owner's reset of a member's two-factor sign-in (a lost phone): it is off and their recovery codes are gone;
   * where the business requires it they set it up again at their next request. Audited. 404 for a pending invitation
   * or another business's member; 409 when it was not on.
   */
  async resetTwoFactor(tenant: Tenant, id: string): Promise<StaffEntryResponseDto> {
    const row = await this.staff.findActiveEntry(tenant, id);
    const member = row?.staff;
    if (!row || !member) throw new NotFoundException(STAFF_MESSAGES.notFound);
    await this.uow.transaction(async () => {
      if (!(await this.twoFactor.reset(member.id))) throw new ConflictException(TWO_FACTOR_MESSAGES.notEnabled);
      this.audit.record({ actor: tenant.actor, action: 'two_factor_reset', target: this.staffTarget(tenant, member) });
    });
    return toStaffEntryResponse(row);
  }

  summary(tenant: TenantScope): Promise<StaffSummaryResponseDto> {
    return this.staff.counts(tenant);
  }

  /**
   * Removes an entry: a member loses access at once (their next request is refused, their sockets are re-authorised
   * through `staff_access_changed`); a pending invitation's link stops working.
   */
  async remove(tenant: Tenant, id: string): Promise<void> {
    const row = await this.staff.findActiveEntry(tenant, id);
    if (!row) throw new NotFoundException(STAFF_MESSAGES.notFound);
    const member = row.staff;
    // A member's lost access is audited with it (a pending invitation changes nobody's access yet).
    if (member)
      return this.uow.transaction(async () => {
        await this.access.deactivate(tenant, member.id);
        this.audit.record({ actor: tenant.actor, action: 'staff_removed', target: this.staffTarget(tenant, member) });
      });
    if (!(await this.staff.deactivateEntry(tenant, id))) throw new NotFoundException(STAFF_MESSAGES.notFound);
  }

  /** A staff entry in the audit trail: its member, or the pending invitation (by its address) before it is accepted. */
  private entryTarget(tenant: TenantScope, entry: BusinessStaff) {
    if (entry.staff) return this.staffTarget(tenant, entry.staff);
    return { type: 'staff_invitation' as const, id: entry.id, label: `Invitation <${entry.email ?? ''}>`, businessId: tenant.businessId };
  }

  private staffTarget(tenant: TenantScope, member: User) {
    return { type: 'user' as const, id: member.id, label: `${member.firstName} ${member.lastName} <${member.email}>`.trim(), businessId: tenant.businessId };
  }

  /** The owner's change of a member's (or a pending invitation's) permissions. */
  async updatePermissions(tenant: Tenant, id: string, dto: UpdateStaffPermissionsDto): Promise<StaffEntryResponseDto> {
    const row = await this.staff.findActiveEntry(tenant, id);
    if (!row) throw new NotFoundException(STAFF_MESSAGES.notFound);
    const permissions = [...new Set(dto.permissions)];
    const member = row.staff;
    if (member) {
      await this.uow.transaction(async () => {
        await this.access.setPermissions(tenant, member.id, permissions);
        this.audit.record({
          actor: tenant.actor,
          action: 'staff_permissions_changed',
          target: this.staffTarget(tenant, member),
          reason: `Permissions: ${permissions.join(', ') || 'none'}`,
        });
      });
    } else await this.staff.setInvitationPermissions(tenant, id, permissions);
    const updated = (await this.staff.findActiveEntry(tenant, id, true))!;
    return toStaffEntryResponse(updated, await this.twoFactor.enabledAmong(updated.staff ? [updated.staff.id] : []));
  }

  /** The clients assigned to a staff entry (member or pending invitation), newest first. */
  async assignedClients(tenant: TenantScope, id: string, query: ListStaffClientsQuery): Promise<Page<StaffClientResponseDto>> {
    if (!(await this.staff.findActiveEntry(tenant, id))) throw new NotFoundException(STAFF_MESSAGES.notFound);
    return (await this.assignments.pageOf(tenant, id, query)).map(toStaffClientResponse);
  }

  /**
   * Assigns a client of the business to a staff entry (again: keeps it, with the new role). From then on the member
   * reaches only their assigned clients; `staff_client_assigned` re-checks their open connections.
   */
  async assignClient(tenant: Tenant, id: string, clientId: string, dto: AssignStaffClientDto): Promise<StaffClientResponseDto> {
    const entry = await this.staff.findActiveEntry(tenant, id);
    if (!entry) throw new NotFoundException(STAFF_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, clientId);
    await this.uow.transaction(async () => {
      if (!(await this.assignments.assign(tenant, id, clientId, dto.role ?? null))) throw new NotFoundException(STAFF_MESSAGES.notFound);
      this.events.record('staff_client_assigned', { businessId: tenant.businessId, staffEntryId: id, staffUserId: entry.staff?.id ?? null, clientId });
      this.audit.record({
        actor: tenant.actor,
        action: 'staff_client_assigned',
        target: this.entryTarget(tenant, entry),
        reason: `Client: ${clientLabel(client)}${dto.role ? ` (role: ${dto.role})` : ''}`,
      });
    });
    return toStaffClientResponse((await this.assignments.findActive(tenant, id, clientId))!);
  }

  /** Ends a client's assignment to a staff entry (404 when it is not assigned); with none left the member reaches every client again. */
  async unassignClient(tenant: Tenant, id: string, clientId: string): Promise<void> {
    const entry = await this.staff.findActiveEntry(tenant, id);
    if (!entry) throw new NotFoundException(STAFF_MESSAGES.notFound);
    const client = await this.clients.findOrFail(tenant, clientId);
    await this.uow.transaction(async () => {
      if (!(await this.assignments.unassign(tenant, id, clientId))) throw new NotFoundException(CLIENT_MESSAGES.notFound);
      this.events.record('staff_client_unassigned', { businessId: tenant.businessId, staffEntryId: id, staffUserId: entry.staff?.id ?? null, clientId });
      this.audit.record({
        actor: tenant.actor,
        action: 'staff_client_unassigned',
        target: this.entryTarget(tenant, entry),
        reason: `Client: ${clientLabel(client)}`,
      });
    });
  }

  /** The signed-in staff member's role and permissions in the business they work for. */
  async ownMembership(tenant: Tenant): Promise<OwnStaffMembershipResponseDto> {
    const row = await this.staff.findOwnEntry(tenant, tenant.actor.id);
    if (!row) throw new NotFoundException(STAFF_MESSAGES.notFound);
    return {
      businessName: await this.businessName(tenant.businessId),
      role: (row.role ?? null) as StaffRole | null,
      permissions: row.permissions ?? [],
      departments: (row.departments ?? []) as OwnStaffMembershipResponseDto['departments'],
      joinedAt: row.joinedAt ? row.joinedAt.toISOString() : null,
      assignedClients: await this.assignments.countActive(tenant, row.id),
    };
  }

  /** What the invitation page shows. Unknown: 404; used, withdrawn or expired: 410 with the reason. */
  async preview(code: string): Promise<StaffInvitationPreviewResponseDto> {
    const invitation = await this.findUsable(code);
    return {
      businessName: await this.businessName(invitation.business.id),
      email: invitation.email ?? '',
      role: (invitation.role ?? null) as StaffRole | null,
      permissions: invitation.permissions ?? [],
      expiresAt: invitation.inviteExpiresAt!.toISOString(),
    };
  }

  /** Accepting while signed in: only a staff account with the invited address, not working for a business now. */
  async accept(user: AuthUser, code: string): Promise<StaffInvitationAcceptedResponseDto> {
    if (user.role !== 'staff') throw new ForbiddenException(STAFF_MESSAGES.staffAccountRequired);
    const invitation = await this.findUsable(code);
    if ((invitation.email ?? '').toLowerCase() !== user.email.toLowerCase()) throw new ForbiddenException(STAFF_MESSAGES.wrongAddress);
    // A staff account works for one business at a time (its tenant); leaving one is that business's decision.
    if (await this.access.activeMembership(user.id)) throw new ConflictException(STAFF_MESSAGES.memberElsewhere);
    await this.uow.transaction(() => this.link(invitation, user.id, code));
    return { businessName: await this.businessName(invitation.business.id), permissions: invitation.permissions ?? [] };
  }

  /**
   * Signing up from an invitation: a new staff account with the invited address, linked in the same transaction.
   * Answers the new user, for the caller to sign in.
   */
  async signUp(code: string, names: { firstName: string; lastName: string; passwordHash: string; timeZone?: string }): Promise<User> {
    const invitation = await this.findUsable(code);
    const email = (invitation.email ?? '').toLowerCase();
    if (await this.users.emailTaken(email)) throw new ConflictException(STAFF_MESSAGES.emailTaken);
    try {
      return await this.uow.transaction(async () => {
        const user = this.users.newAccount({
          email,
          password: names.passwordHash,
          firstName: names.firstName,
          lastName: names.lastName,
          role: 'staff',
          businessName: null,
          timeZone: names.timeZone,
        });
        this.events.record('user_registered', { userId: user.id });
        await this.uow.save();
        await this.link(invitation, user.id, code);
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(STAFF_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** In the caller's transaction: the invitation accepted by a conditional update (one of two racing accepts wins). */
  private async link(invitation: BusinessStaff, userId: string, code: string): Promise<void> {
    const tenant: TenantScope = { businessId: invitation.business.id };
    if (!(await this.staff.markAccepted(tenant, invitation.id, userId, new Date()))) {
      await this.findUsable(code, true);
      throw new GoneException(STAFF_MESSAGES.invitationUsed);
    }
    await this.staff.endOtherMemberships(tenant, userId, invitation.id);
    this.events.record('staff_joined', { businessId: tenant.businessId, invitationId: invitation.id, staffUserId: userId });
    this.events.record('staff_access_changed', { businessId: tenant.businessId, staffUserId: userId });
  }

  /** The pending, unexpired invitation a code names, or the error that says why it cannot be used; `fresh` re-reads it. */
  private async findUsable(code: string, fresh = false): Promise<BusinessStaff> {
    const invitation = isWellFormedInvitationCode(code) ? await this.staff.findByCodeHash(hashInvitationCode(code), fresh) : null;
    if (!invitation) throw new NotFoundException(STAFF_MESSAGES.invitationNotFound);
    if (invitation.staff) throw new GoneException(STAFF_MESSAGES.invitationUsed);
    if (!invitation.isActive) throw new GoneException(STAFF_MESSAGES.invitationRevoked);
    if (!invitation.inviteExpiresAt || invitation.inviteExpiresAt.getTime() <= Date.now()) throw new GoneException(STAFF_MESSAGES.invitationExpired);
    return invitation;
  }

  private async businessName(businessId: string): Promise<string> {
    const owner = await this.users.getProfile(businessId);
    return owner.businessName?.trim() || `${owner.firstName} ${owner.lastName}`;
  }
}
