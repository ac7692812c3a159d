import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { STAFF_INVITATION_TTL_DAYS, STAFF_MESSAGES, STAFF_ROLE_LABELS, staffInvitationPath, type StaffRole } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser, Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AppConfig } from '../../config/app-config';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from '../../common/security/invitation-code';
import { NotificationsService } from '../notifications/notifications.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import {
  toStaffEntryResponse,
  type InviteStaffDto,
  type ListStaffQuery,
  type OwnStaffMembershipResponseDto,
  type StaffEntryResponseDto,
  type StaffInvitationAcceptedResponseDto,
  type StaffInvitationPreviewResponseDto,
  type StaffSummaryResponseDto,
  type UpdateStaffPermissionsDto,
} from './dto/staff.dto';
import type { BusinessStaff } from './entities/business-staff.entity';
import { StaffRepository } from './staff.repository';
import { StaffService } from './staff.service';

const DAY_MS = 86_400_000;

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
    private readonly access: StaffService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
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
    return (await this.staff.listActive(tenant, query)).map(toStaffEntryResponse);
  }

  summary(tenant: TenantScope): Promise<StaffSummaryResponseDto> {
    return this.staff.counts(tenant);
  }

  /**
   * Removes an entry: a member loses access at once (their next request is refused, their sockets are re-authorised
   * through `staff_access_changed`); a pending invitation's link stops working.
   */
  async remove(tenant: TenantScope, id: string): Promise<void> {
    const row = await this.staff.findActiveEntry(tenant, id);
    if (!row) throw new NotFoundException(STAFF_MESSAGES.notFound);
    if (row.staff) return this.access.deactivate(tenant, row.staff.id);
    if (!(await this.staff.deactivateEntry(tenant, id))) throw new NotFoundException(STAFF_MESSAGES.notFound);
  }

  /** The owner's change of a member's (or a pending invitation's) permissions. */
  async updatePermissions(tenant: TenantScope, id: string, dto: UpdateStaffPermissionsDto): Promise<StaffEntryResponseDto> {
    const row = await this.staff.findActiveEntry(tenant, id);
    if (!row) throw new NotFoundException(STAFF_MESSAGES.notFound);
    const permissions = [...new Set(dto.permissions)];
    if (row.staff) await this.access.setPermissions(tenant, row.staff.id, permissions);
    else await this.staff.setInvitationPermissions(tenant, id, permissions);
    return toStaffEntryResponse((await this.staff.findActiveEntry(tenant, id, true))!);
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
  async signUp(code: string, names: { firstName: string; lastName: string; passwordHash: string }): Promise<User> {
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
