import { ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthUser, Tenant } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { StaffService } from '../staff/staff.service';

/**
 * Finds the business a request acts for. Every tenant-scoped query filters on `tenant.businessId`
 * (a business owner's user id), so another business's rows are never found and answer 404.
 */
@Injectable()
export class TenancyService {
  constructor(
    private readonly staff: StaffService,
    private readonly clients: ClientsService,
  ) {}

  async resolve(user: AuthUser): Promise<Tenant> {
    switch (user.role) {
      case 'business':
        return { businessId: user.id, actor: user, permissions: 'all' };
      case 'staff': {
        const membership = await this.staff.activeMembership(user.id);
        if (!membership) throw new ForbiddenException('You are not an active staff member of any business');
        return { businessId: membership.businessId, actor: user, permissions: membership.permissions };
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
