import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientMacroGoal } from './entities/client-macro-goal.entity';

/** Macro goals of the tenant's clients. */
export class MacroGoalsRepository extends EntityRepository<ClientMacroGoal> {
  listForClient(tenant: TenantScope, clientId: string): Promise<ClientMacroGoal[]> {
    return this.find({ client: clientId, coach: tenant.businessId }, { orderBy: { effectiveDate: 'desc', createdAt: 'desc' } });
  }

  /** The newest goal in effect on `day`. */
  current(tenant: TenantScope, clientId: string, day: string): Promise<ClientMacroGoal | null> {
    return this.findOne(
      { client: clientId, coach: tenant.businessId, isActive: true, effectiveDate: { $lte: day } },
      { orderBy: { effectiveDate: 'desc', createdAt: 'desc' } },
    );
  }
}
