import type { SuspendedOwnerAccess } from '../../common/decorators/access.decorator';
import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthUser, Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { StaffService } from '../staff/staff.service';
import { BusinessAccessService } from '../users/business-access.service';

/**
 * Finds the business a request acts for. Every tenant-scoped query filters on `tenant.businessId`
 * (a business owner's user id), so another business's rows are never found and answer 404.
 */
@Injectable()
export class TenancyService {
  constructor(
    private readonly staff: StaffService,
    private readonly clients: ClientsService,
    private readonly access: BusinessAccessService,
  ) {}

  /**
   * The caller's business; 403 when they have none, or when it is suspended (owner, staff and clients alike), except
   * for what a suspended owner still reaches (`suspendedOwner`: paying, contacting support).
   */
  async resolve(user: AuthUser, options: { suspendedOwner?: SuspendedOwnerAccess } = {}): Promise<Tenant> {
    const tenant = await this.membership(user);
    await this.access.assertActive(tenant, options);
    return tenant;
  }

  private async membership(user: AuthUser): Promise<Tenant> {
    switch (user.role) {
      case 'business':
        return { businessId: user.id, actor: user, permissions: 'all' };
      case 'staff': {
        const membership = await this.staff.activeMembership(user.id);
        if (!membership) throw new ForbiddenException('You are not an active staff member of any business');
        // Assigned clients narrow every client-private read and write of the request (TenantRepository, raw SQL's :reachable).
        return {
          businessId: membership.businessId,
          actor: user,
          permissions: membership.permissions,
          ...(membership.clientIds ? { clientIds: membership.clientIds } : {}),
        };
      }
      case 'client': {
        const membership = await this.clients.findMembership(user.id);
        if (!membership) throw new ForbiddenException('Your account is not linked to a coach yet');
        return { businessId: membership.coachId, actor: user, permissions: [], clientId: membership.id };
      }
      default:
        throw new ForbiddenException('You do not have access to this resource');
    }
  }
}
