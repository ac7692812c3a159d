import type { SuspendedOwnerAccess } from '../../common/decorators/access.decorator';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_AREA_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { SessionsService } from '../auth/sessions.service';
import { UsersRepository, type BusinessSuspension } from './users.repository';

/**
 * Who may use the platform: a business's suspension (its owner, staff and clients are refused until it is reactivated)
 * and a person's account being disabled (no sign-in, no session). The admin area and the payment grace period both go
 * through here; the caller records its audit entry in the same transaction (`uow.transaction`).
 */
@Injectable()
export class BusinessAccessService {
  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * Suspends a business: every request of its owner, staff and clients answers 403 from now on and their open
   * sockets are dropped (`business_suspended`). 404 for no such business, 409 when it is suspended already.
   */
  async suspend(businessId: string, reason: string): Promise<void> {
    await this.uow.transaction(async () => {
      if (!(await this.users.suspend(businessId, reason))) {
        if (!(await this.isBusiness(businessId))) throw new NotFoundException(ADMIN_AREA_MESSAGES.businessNotFound);
        throw new ConflictException(ADMIN_AREA_MESSAGES.alreadySuspended);
      }
      this.events.record('business_suspended', { businessId, reason });
    });
  }

  /** Makes a non-active business active: its people are let in again at their next request. 409 when it is active. */
  async reactivate(businessId: string): Promise<void> {
    await this.uow.transaction(async () => {
      if (!(await this.users.reactivate(businessId))) {
        if (!(await this.isBusiness(businessId))) throw new NotFoundException(ADMIN_AREA_MESSAGES.businessNotFound);
        throw new ConflictException(ADMIN_AREA_MESSAGES.notSuspended);
      }
      this.events.record('business_reactivated', { businessId });
    });
  }

  /** The business's suspension, if any. */
  suspensionOf(businessId: string): Promise<BusinessSuspension | null> {
    return this.users.suspensionOf(businessId);
  }

  /**
   * Refuses (403) a request made for a suspended business: the owner reads why and how to resolve it, staff and
   * clients that the owner resolves it. Every tenant request and socket passes here (TenancyService).
   */
  async assertActive(tenant: Pick<Tenant, 'businessId' | 'actor'>, options: { suspendedOwner?: SuspendedOwnerAccess } = {}): Promise<void> {
    const suspension = await this.users.suspensionOf(tenant.businessId);
    if (!suspension) return;
    const owner = tenant.actor.id === tenant.businessId;
    // A business the grace period suspended pays its way back: its owner still reaches what paying takes.
    if (suspension.kind === 'payment' && owner && options.suspendedOwner === 'billing') return;
    // Any suspension is resolved with the platform's support team: its owner can still write to them.
    if (owner && options.suspendedOwner === 'support') return;
    if (!owner) throw new ForbiddenException(ADMIN_AREA_MESSAGES.memberSuspended);
    throw new ForbiddenException(
      suspension.kind === 'payment' ? ADMIN_AREA_MESSAGES.ownerSuspendedForPayment : ADMIN_AREA_MESSAGES.ownerSuspended(suspension.reason),
    );
  }

  /**
   * Disables an account: it cannot sign in, and every session ends at once (its sockets too). 404 for no such
   * account, 409 when it is disabled already.
   */
  async disable(userId: string): Promise<void> {
    await this.uow.transaction(async () => {
      if (!(await this.users.setDisabled(userId, true))) {
        if (!(await this.users.findById(userId))) throw new NotFoundException(ADMIN_AREA_MESSAGES.userNotFound);
        throw new ConflictException(ADMIN_AREA_MESSAGES.alreadyDisabled);
      }
      this.events.record('user_disabled', { userId });
      await this.sessions.revokeAllFor(userId);
    });
  }

  /** Lets a disabled account sign in again (its old sessions stay ended). */
  async enable(userId: string): Promise<void> {
    await this.uow.transaction(async () => {
      if (!(await this.users.setDisabled(userId, false))) {
        if (!(await this.users.findById(userId))) throw new NotFoundException(ADMIN_AREA_MESSAGES.userNotFound);
        throw new ConflictException(ADMIN_AREA_MESSAGES.notDisabled);
      }
      this.events.record('user_enabled', { userId });
    });
  }

  /** Ends every session of the account (its sockets too). 404 for no such account. */
  async signOutEverywhere(userId: string): Promise<void> {
    if (!(await this.users.findById(userId))) throw new NotFoundException(ADMIN_AREA_MESSAGES.userNotFound);
    await this.sessions.revokeAllFor(userId);
  }

  private async isBusiness(userId: string): Promise<boolean> {
    return (await this.users.findById(userId))?.role === 'business';
  }
}
