import type { Dictionary } from '@mikro-orm/core';
import { reachableClients, type TenantScope } from '../http/authenticated-request';

/** How an entity's rows belong to a business: declared once, on the entity, and read by its repository and the ORM filter. */
export interface TenantOwnership {
  /** Dotted relation path from the entity to the business owner's user id: `coach`, `client.coach`, `workout.coach`. */
  path: string;
  /** Rows private to one client: the relation path to that client. A client user's tenant reaches only their own. */
  client?: string;
  /** Rows with no owner (the path is null) are shared with every business: readable by all, writable by none. */
  shared?: boolean;
  /**
   * With `client`: rows whose client is empty (a group session) concern the whole business, so whoever is narrowed to
   * some clients still reaches them.
   */
  clientOptional?: boolean;
}

const OWNERSHIP = new Map<string, TenantOwnership>();

/**
 * Declares the entity as tenant data: `@TenantOwned('client.coach', { client: 'client' })`. Every repository of it
 * extends TenantRepository, which adds this condition to each query; the `tenant` ORM filter adds it again inside
 * requests, as a backstop.
 */
export function TenantOwned(path: string, options: Omit<TenantOwnership, 'path'> = {}): ClassDecorator {
  return (target) => {
    if (options.shared && path.includes('.')) throw new Error(`${target.name}: shared rows need a direct owner column, not ${path}`);
    OWNERSHIP.set(target.name, { path, ...options });
  };
}

export function tenantOwnership(entityName: string): TenantOwnership | undefined {
  return OWNERSHIP.get(entityName);
}

/** `client.coach` and a value → `{ client: { coach: value } }`. */
function nest(path: string, value: unknown): Dictionary {
  return path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, key) => ({ [key]: inner }), value) as Dictionary;
}

/**
 * The condition that keeps a query inside the tenant. `read` also sees shared rows; `write` only the business's own.
 * With `ownClientOnly`, client-private rows are also narrowed to the client records the tenant reaches: a client
 * user's own, a staff member's assigned ones (see reachableClients).
 */
export function tenantCondition(ownership: TenantOwnership, tenant: TenantScope, mode: 'read' | 'write', ownClientOnly = true): Dictionary {
  const owner = nest(ownership.path, tenant.businessId);
  const scope = ownership.shared && mode === 'read' ? { $or: [owner, nest(ownership.path, null)] } : owner;
  const reachable = reachableClients(tenant);
  if (!ownClientOnly || !ownership.client || !reachable) return scope;
  const own = nest(ownership.client, reachable.length === 1 ? reachable[0] : { $in: [...reachable] });
  return { $and: [scope, ownership.clientOptional ? { $or: [nest(ownership.client, null), own] } : own] };
}

/** Reads the owner's id at the entity's tenant path (entities or references along the way), if it is known. */
export function ownerIdOf(entity: object, ownership: TenantOwnership): string | null | undefined {
  let value: unknown = entity;
  for (const key of ownership.path.split('.')) {
    if (value === null || value === undefined) return value;
    if (typeof value !== 'object') return undefined;
    value = (value as Dictionary)[key];
  }
  if (value === null) return null;
  if (typeof value === 'string') return value;
  return typeof value === 'object' && value !== undefined ? ((value as { id?: string }).id ?? undefined) : undefined;
}
