import type { EntityManager } from '@mikro-orm/core';
import type { TenantScope } from '../http/authenticated-request';
import { tenantCondition, tenantOwnership } from './tenant-owned';

export const TENANT_FILTER = 'tenant';

/**
 * The backstop behind TenantRepository: inside a request whose tenant is known, every ORM read, update and delete of
 * a `@TenantOwned` entity (populated relations included) is narrowed to that business, whoever wrote the query.
 * Outside requests (jobs, sign-in, the seed) no parameter is set and the filter adds nothing.
 */
export const tenantFilter = {
  name: TENANT_FILTER,
  default: true,
  args: false as const,
  cond: (args: TenantScope | undefined, type: 'read' | 'update' | 'delete', _em: unknown, _options: unknown, entityName?: string) => {
    const ownership = args && entityName ? tenantOwnership(entityName) : undefined;
    if (!ownership || !args) return {};
    return tenantCondition(ownership, { businessId: args.businessId }, type === 'read' ? 'read' : 'write', false);
  },
};

/** Sets the request's tenant on its EntityManager context (called by the access guard once the tenant is resolved). */
export function scopeRequestToTenant(em: EntityManager, tenant: TenantScope): void {
  em.setFilterParams(TENANT_FILTER, { businessId: tenant.businessId });
}
