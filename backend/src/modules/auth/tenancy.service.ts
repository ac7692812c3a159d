import { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenException, Injectable } from '@nestjs/common';
import type { StaffPermission } from '@coachcore/domain';
import type { AuthUser, Tenant } from '../../common/http/authenticated-request';

/**
 * Finds the business a request acts for. Every tenant-scoped query filters on `tenant.businessId`
 * (a business owner's user id), so another business's rows are never found and answer 404.
 */
@Injectable()
export class TenancyService {
  constructor(private readonly em: EntityManager) {}

  async resolve(user: AuthUser): Promise<Tenant> {
    switch (user.role) {
      case 'business':
        return { businessId: user.id, actor: user, permissions: 'all' };
      case 'staff': {
        const rows = await this.em.getConnection().execute<{ business_id: string; permissions: StaffPermission[] }[]>(
          'select business_id, permissions from business_staff where staff_id = ? and is_active = true order by joined_at desc nulls last limit 1',
          [user.id],
        );
        const row = rows[0];
        if (!row) throw new ForbiddenException('You are not an active staff member of any business');
        return { businessId: row.business_id, actor: user, permissions: row.permissions ?? [] };
      }
      case 'client': {
        const rows = await this.clientMembership(user.id);
        if (!rows) throw new ForbiddenException('Your account is not linked to a coach yet');
        return { businessId: rows.coachId, actor: user, permissions: [], clientId: rows.clientId };
      }
      default:
        throw new ForbiddenException('You do not have access to this resource');
    }
  }

  /** The client record linked to a client user's sign-in. */
  private async clientMembership(userId: string): Promise<{ coachId: string; clientId: string } | null> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; coach_id: string }[]>('select id, coach_id from clients where user_id = ? order by created_at limit 1', [userId]);
    return rows[0] ? { coachId: rows[0].coach_id, clientId: rows[0].id } : null;
  }
}
