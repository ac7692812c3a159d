import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PlatformPermission } from '@coachcore/domain';
import { offsetOf, Page } from '../../common/http/pagination';
import { PlatformStaffMember } from './entities/platform-staff-member.entity';

/** What a new invitation holds. */
export type NewPlatformStaffInvitation = Pick<PlatformStaffMember, 'email' | 'role' | 'permissions' | 'departments' | 'inviteCode' | 'inviteExpiresAt'> & {
  invitedBy: string;
};

/** How the access guard sees an admin account: a founding admin has no row; a member has one, active or removed. */
export type PlatformMembership = { role: string | null; permissions: PlatformPermission[]; isActive: boolean } | null;

/**
 * The one place platform_staff is queried.
 * @platformData The platform's own team works across every business: its rows belong to no tenant.
 */
@Injectable()
export class PlatformStaffRepository {
  constructor(private readonly em: EntityManager) {}

  /** The row of an admin account, read on each guarded admin request (one indexed lookup, never an identity-map copy). */
  async membershipOf(userId: string): Promise<PlatformMembership> {
    const [row] = await this.em.execute<{ role: string | null; permissions: PlatformPermission[]; is_active: boolean }[]>(
      'select role, permissions, is_active from platform_staff where member_id = ?',
      [userId],
    );
    return row ? { role: row.role, permissions: row.permissions, isActive: row.is_active } : null;
  }

  /** The team: active members and pending invitations, newest first. */
  async listActive(page: { page: number; limit: number }): Promise<Page<PlatformStaffMember>> {
    const [items, total] = await this.em.findAndCount(
      PlatformStaffMember,
      { isActive: true },
      { populate: ['member'], orderBy: { createdAt: 'desc', id: 'asc' }, limit: page.limit, offset: offsetOf(page) },
    );
    return new Page(items, total, page.page, page.limit);
  }

  findActiveEntry(id: string, fresh = false): Promise<PlatformStaffMember | null> {
    return this.em.findOne(PlatformStaffMember, { id, isActive: true }, { populate: ['member'], refresh: fresh });
  }

  findActiveMemberByEmail(email: string): Promise<PlatformStaffMember | null> {
    return this.em.findOne(PlatformStaffMember, { isActive: true, member: { email } });
  }

  /** Withdraws the pending invitation to `email`. Run in the transaction that adds the new one. */
  revokePending(email: string): Promise<number> {
    return this.em.nativeUpdate(PlatformStaffMember, { email, member: null, isActive: true }, { isActive: false });
  }

  addInvitation(fields: NewPlatformStaffInvitation): PlatformStaffMember {
    return this.em.create(PlatformStaffMember, { ...fields, isActive: true } as RequiredEntityData<PlatformStaffMember>);
  }

  async setPermissions(id: string, permissions: PlatformPermission[]): Promise<boolean> {
    return (await this.em.nativeUpdate(PlatformStaffMember, { id, isActive: true }, { permissions })) > 0;
  }

  async deactivate(id: string): Promise<boolean> {
    return (await this.em.nativeUpdate(PlatformStaffMember, { id, isActive: true }, { isActive: false })) > 0;
  }

  findByCodeHash(codeHash: string, fresh = false): Promise<PlatformStaffMember | null> {
    return this.em.findOne(PlatformStaffMember, { inviteCode: codeHash }, { refresh: fresh });
  }

  /** Links the new account to the pending, unexpired invitation: of two concurrent sign-ups, one wins. */
  async markAccepted(id: string, userId: string, now: Date): Promise<boolean> {
    const changed = await this.em.nativeUpdate(
      PlatformStaffMember,
      { id, member: null, isActive: true, inviteExpiresAt: { $gt: now } },
      { member: userId, joinedAt: now },
    );
    return changed > 0;
  }
}
