import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, GoneException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  effectivePlatformPermissions,
  PLATFORM_STAFF_MESSAGES,
  platformStaffInvitationPath,
  STAFF_INVITATION_TTL_DAYS,
  STAFF_ROLE_LABELS,
  type PlatformPermission,
  type StaffRole,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { hashInvitationCode, isWellFormedInvitationCode, newInvitationCode } from '../../common/security/invitation-code';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BusinessAccessService } from '../users/business-access.service';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import {
  toPlatformStaffEntryResponse,
  type InvitePlatformStaffDto,
  type ListPlatformStaffQuery,
  type OwnPlatformAccessResponseDto,
  type PlatformStaffEntryResponseDto,
  type PlatformStaffInvitationPreviewResponseDto,
  type UpdatePlatformStaffPermissionsDto,
} from './dto/platform-staff.dto';
import type { PlatformStaffMember } from './entities/platform-staff-member.entity';
import { PlatformStaffRepository } from './platform-staff.repository';

const DAY_MS = 86_400_000;

/**
 * The platform's own team (document 3 sections 2.6 and 6): a platform admin invites support specialists, moderators,
 * analysts (or other admins) by e-mail; the invited person signs up from the link and gets an admin account whose
 * access follows the permissions given. Removal disables that account at once (every session ends); permission changes
 * apply at the next request (the access guard reads them each time). Both are audited.
 */
@Injectable()
export class PlatformStaffService {
  constructor(
    private readonly staff: PlatformStaffRepository,
    private readonly users: UsersService,
    private readonly accounts: BusinessAccessService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** What the signed-in admin account may do: every permission for a founding admin or a member with the role admin. */
  async accessOf(user: AuthUser): Promise<OwnPlatformAccessResponseDto> {
    const membership = await this.staff.membershipOf(user.id);
    if (!membership) return { role: 'admin', permissions: effectivePlatformPermissions('admin', []) };
    return {
      role: (membership.role ?? null) as StaffRole | null,
      permissions: membership.isActive ? effectivePlatformPermissions(membership.role, membership.permissions) : [],
    };
  }

  /** For the access guard: the permissions in effect, or null when the account's place on the team was removed. */
  async permissionsInEffect(userId: string): Promise<readonly PlatformPermission[] | null> {
    const membership = await this.staff.membershipOf(userId);
    if (!membership) return effectivePlatformPermissions('admin', []);
    return membership.isActive ? effectivePlatformPermissions(membership.role, membership.permissions) : null;
  }

  /**
   * Sends (or resends) an invitation: a new code, an earlier pending one to the same address withdrawn, the e-mail and
   * `platform_staff_invited` committed with it. An address that already has an account answers 409.
   */
  async invite(actor: AuthUser, dto: InvitePlatformStaffDto): Promise<PlatformStaffEntryResponseDto> {
    const email = dto.email.toLowerCase();
    if (actor.email.toLowerCase() === email) throw new ConflictException(PLATFORM_STAFF_MESSAGES.ownAddress);
    if (await this.staff.findActiveMemberByEmail(email)) throw new ConflictException(PLATFORM_STAFF_MESSAGES.alreadyMember);
    if (await this.users.emailTaken(email)) throw new ConflictException(PLATFORM_STAFF_MESSAGES.emailTaken);
    const inviter = await this.users.getProfile(actor.id);
    try {
      const row = await this.uow.transaction(async () => {
        const { code, hash } = newInvitationCode();
        const expiresAt = new Date(Date.now() + STAFF_INVITATION_TTL_DAYS * DAY_MS);
        await this.staff.revokePending(email);
        const invitation = this.staff.addInvitation({
          email,
          role: dto.role ?? null,
          permissions: [...new Set(dto.permissions ?? [])],
          departments: [...new Set(dto.departments ?? [])],
          inviteCode: hash,
          inviteExpiresAt: expiresAt,
          invitedBy: actor.id,
        });
        this.notifications.stagePlatformStaffInvitationEmail(invitation.id, email, {
          invitedBy: `${inviter.firstName} ${inviter.lastName}`.trim() || 'A platform admin',
          roleLabel: dto.role ? STAFF_ROLE_LABELS[dto.role] : null,
          link: `${this.config.appUrl}${platformStaffInvitationPath(code)}`,
          expiresAt,
        });
        this.events.record('platform_staff_invited', { invitationId: invitation.id });
        return invitation;
      });
      return toPlatformStaffEntryResponse(row);
    } catch (error) {
      // Two invitations to one address at once: the partial unique index keeps one; the other is told to retry.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException('An invitation to this address is being sent. Try again.');
      throw error;
    }
  }

  async list(query: ListPlatformStaffQuery): Promise<Page<PlatformStaffEntryResponseDto>> {
    return (await this.staff.listActive(query)).map(toPlatformStaffEntryResponse);
  }

  /** A member's (or a pending invitation's) new permissions; a member's change is audited. Not one's own. */
  async updatePermissions(actor: AuthUser, id: string, dto: UpdatePlatformStaffPermissionsDto): Promise<PlatformStaffEntryResponseDto> {
    const row = await this.entryOrFail(actor, id);
    const permissions = [...new Set(dto.permissions)];
    await this.uow.transaction(async () => {
      if (!(await this.staff.setPermissions(id, permissions))) throw new NotFoundException(PLATFORM_STAFF_MESSAGES.notFound);
      if (row.member)
        this.audit.record({
          actor,
          action: 'platform_staff_permissions_changed',
          target: this.target(row.member),
          reason: `Permissions: ${permissions.join(', ') || 'none'}`,
        });
    });
    return toPlatformStaffEntryResponse((await this.staff.findActiveEntry(id, true))!);
  }

  /** Removes an entry: a member's account is disabled and signed out everywhere at once; a pending link stops working. */
  async remove(actor: AuthUser, id: string): Promise<void> {
    const row = await this.entryOrFail(actor, id);
    const member = row.member;
    await this.uow.transaction(async () => {
      if (!(await this.staff.deactivate(id))) throw new NotFoundException(PLATFORM_STAFF_MESSAGES.notFound);
      if (member) this.audit.record({ actor, action: 'platform_staff_removed', target: this.target(member) });
    });
    if (!member) return;
    // The guard already refuses a removed member everything; disabling the account also ends their sessions (an
    // account an admin disabled before is left as it is).
    await this.accounts.disable(member.id).catch((error: unknown) => {
      if (!(error instanceof ConflictException)) throw error;
    });
  }

  /** What the invitation page shows. Unknown: 404; used, withdrawn or expired: 410 with the reason. */
  async preview(code: string): Promise<PlatformStaffInvitationPreviewResponseDto> {
    const invitation = await this.findUsable(code);
    return {
      email: invitation.email,
      role: (invitation.role ?? null) as StaffRole | null,
      permissions: invitation.permissions ?? [],
      expiresAt: invitation.inviteExpiresAt!.toISOString(),
    };
  }

  /** Signing up from an invitation: a new admin account with the invited address, linked in the same transaction. */
  async signUp(code: string, names: { firstName: string; lastName: string; passwordHash: string; timeZone?: string }): Promise<User> {
    const invitation = await this.findUsable(code);
    if (await this.users.emailTaken(invitation.email)) throw new ConflictException(PLATFORM_STAFF_MESSAGES.emailTaken);
    try {
      return await this.uow.transaction(async () => {
        const user = this.users.newAccount({
          email: invitation.email,
          password: names.passwordHash,
          firstName: names.firstName,
          lastName: names.lastName,
          role: 'admin',
          businessName: null,
          timeZone: names.timeZone,
        });
        user.onboardingCompleted = true;
        await this.uow.save();
        if (!(await this.staff.markAccepted(invitation.id, user.id, new Date()))) {
          await this.findUsable(code, true);
          throw new GoneException(PLATFORM_STAFF_MESSAGES.invitationUsed);
        }
        this.events.record('platform_staff_joined', { invitationId: invitation.id, userId: user.id });
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(PLATFORM_STAFF_MESSAGES.emailTaken);
      throw error;
    }
  }

  private async entryOrFail(actor: AuthUser, id: string): Promise<PlatformStaffMember> {
    const row = await this.staff.findActiveEntry(id);
    if (!row) throw new NotFoundException(PLATFORM_STAFF_MESSAGES.notFound);
    if (row.member?.id === actor.id) throw new BadRequestException(PLATFORM_STAFF_MESSAGES.ownAccount);
    return row;
  }

  private target(member: User) {
    return { type: 'user' as const, id: member.id, label: `${member.firstName} ${member.lastName} <${member.email}>`.trim() };
  }

  /** The pending, unexpired invitation a code names, or the error that says why it cannot be used; `fresh` re-reads it. */
  private async findUsable(code: string, fresh = false): Promise<PlatformStaffMember> {
    const invitation = isWellFormedInvitationCode(code) ? await this.staff.findByCodeHash(hashInvitationCode(code), fresh) : null;
    if (!invitation) throw new NotFoundException(PLATFORM_STAFF_MESSAGES.invitationNotFound);
    if (invitation.member) throw new GoneException(PLATFORM_STAFF_MESSAGES.invitationUsed);
    if (!invitation.isActive) throw new GoneException(PLATFORM_STAFF_MESSAGES.invitationRevoked);
    if (!invitation.inviteExpiresAt || invitation.inviteExpiresAt.getTime() <= Date.now()) throw new GoneException(PLATFORM_STAFF_MESSAGES.invitationExpired);
    return invitation;
  }
}
