import {
  type CountOptions,
  type EntityClass,
  type EntityData,
  type EntityKey,
  type FilterQuery,
  type FindOneOptions,
  type FindOptions,
  type Loaded,
  LockMode,
  type RequiredEntityData,
} from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { reachableClients, type TenantScope } from '../http/authenticated-request';
import { CursorPage } from '../http/cursor-pagination';
import { offsetOf, Page } from '../http/pagination';
import { ownerIdOf, tenantCondition, tenantOwnership, type TenantOwnership } from './tenant-owned';

type SqlParams = Record<string, unknown>;
/** The direct owner columns `create` fills in from the tenant. */
type OwnerColumn = 'coach' | 'business';
type SqlMethod = 'all' | 'get' | 'run';

/** Bind tenant-scoped raw SQL with `:tenant`; the base refuses SQL that does not use it. */
const TENANT_PARAM = /(?<!:):tenant\b/;
/** The older client-user-only parameter: it cannot say a staff member's assigned clients, so such a caller is refused it. */
const OWN_CLIENT_PARAM = /(?<!:):ownClient\b/;

/**
 * Raw SQL's condition on a client-private row (`column` holds its client's id): the row's client is one the tenant
 * reaches (`:reachable`, bound by `sql`: a client user's own record, a staff member's assigned ones, null for all).
 */
export const reachableClient = (column: string) => `(:reachable::uuid[] is null or ${column} = any(:reachable::uuid[]))`;

/** `:reachable` as PostgreSQL reads a uuid[] (one text parameter, so drivers never expand it), or null for all. */
function reachableParam(tenant: TenantScope): string | null {
  const reachable = reachableClients(tenant);
  return reachable ? `{${reachable.join(',')}}` : null;
}

/** `select <columns> <from> order by <orderBy>`: `from` holds the tables, joins and where clause the count reads too. */
export interface SqlPageQuery {
  columns: string;
  from: string;
  orderBy: string;
}

/**
 * One page of a raw query and its total, as two statements. The page stops after `limit` rows (at once, where an index
 * gives the order); the total is counted only when the page cannot tell it: a page that is not full ends the list, so
 * its total is its offset plus its rows. One `count(*) over ()` would read and sort every match to answer 50 of them:
 * a second of work per page at a million rows.
 */
export async function sqlPage<R>(
  em: EntityManager,
  query: SqlPageQuery,
  paging: { page: number; limit: number },
  params: Record<string, unknown> = {},
): Promise<Page<R>> {
  const offset = offsetOf(paging);
  const bound = { ...params, limit: paging.limit, offset };
  const rows = await em.execute<R[]>(`select ${query.columns} ${query.from} order by ${query.orderBy} limit :limit offset :offset`, bound);
  const ended = rows.length < paging.limit && (rows.length > 0 || paging.page === 1);
  const total = ended ? offset + rows.length : Number((await em.execute<{ n: string }[]>(`select count(*) as n ${query.from}`, bound))[0]!.n);
  return new Page(rows as R[], total, paging.page, paging.limit);
}

/**
 * The one base of every repository of tenant data (`@TenantOwned` entities). It holds the EntityManager privately and
 * offers only tenant-first operations to its subclass, each of which adds the entity's tenant condition (and, for a
 * client user, their own client record on client-private rows); a subclass's public methods take the tenant first
 * too (lint rule `coachcore/tenant-first`). Nothing here can read or write another business's rows, except through
 * `acrossTenants`, which only methods marked `@crossTenant` (jobs, sign-in, public invitation links) may use.
 */
export abstract class TenantRepository<T extends object> {
  readonly #em: EntityManager;
  readonly #entity: EntityClass<T>;
  readonly #ownership: TenantOwnership;

  protected constructor(em: EntityManager, entity: EntityClass<T>) {
    const ownership = tenantOwnership(entity.name);
    if (!ownership) throw new Error(`${entity.name} is not @TenantOwned: it cannot have a TenantRepository`);
    this.#em = em;
    this.#entity = entity;
    this.#ownership = ownership;
  }

  /** `where` inside the tenant. */
  protected scope(tenant: TenantScope, where: FilterQuery<T> = {} as FilterQuery<T>, mode: 'read' | 'write' = 'read'): FilterQuery<T> {
    const condition = tenantCondition(this.#ownership, tenant, mode) as FilterQuery<T>;
    return (isEmpty(where) ? condition : { $and: [condition, where] }) as FilterQuery<T>;
  }

  protected find<P extends string = never, F extends string = '*'>(
    tenant: TenantScope,
    where: FilterQuery<T>,
    options?: FindOptions<T, P, F>,
  ): Promise<Loaded<T, P, F>[]> {
    return this.#em.find(this.#entity, this.scope(tenant, where) as never, options as never) as Promise<Loaded<T, P, F>[]>;
  }

  protected findOne<P extends string = never, F extends string = '*'>(
    tenant: TenantScope,
    where: FilterQuery<T>,
    options?: FindOneOptions<T, P, F>,
  ): Promise<Loaded<T, P, F> | null> {
    return this.#em.findOne(this.#entity, this.scope(tenant, where) as never, options as never) as Promise<Loaded<T, P, F> | null>;
  }

  /** One page of `where` (the one offset helper: `orderBy` must end with a unique key, so pages never overlap) and the total. */
  protected async findPage<P extends string = never>(
    tenant: TenantScope,
    where: FilterQuery<T>,
    page: { page: number; limit: number },
    options: Omit<FindOptions<T, P>, 'limit' | 'offset'>,
  ): Promise<Page<Loaded<T, P>>> {
    const [items, total] = await this.#em.findAndCount(
      this.#entity,
      this.scope(tenant, where) as never,
      {
        ...options,
        limit: page.limit,
        offset: offsetOf(page),
      } as never,
    );
    return new Page(items as Loaded<T, P>[], total, page.page, page.limit);
  }

  /**
   * One page of `where` read by cursor (the one cursor helper): the `limit` rows after the row `cursor` in the order of
   * `by` (one direction for all; the primary key breaks ties), and the next page's cursor. The comparison reads the
   * cursor row's values in SQL, so timestamps keep their full precision. Null when `cursor` is no row of `where`.
   */
  protected async findAfter<P extends string = never>(
    tenant: TenantScope,
    where: FilterQuery<T>,
    page: { cursor?: string; limit: number },
    order: { by: readonly (keyof T & string)[]; direction: 'asc' | 'desc' },
    populate: readonly P[] = [],
  ): Promise<CursorPage<Loaded<T, P>> | null> {
    const meta = this.#em.getMetadata(this.#entity);
    const pk = meta.primaryKeys[0] as keyof T & string;
    const keys = [...order.by, pk];
    const qb = this.qb(tenant, 'e').where(where as never);
    if (page.cursor) {
      if (!(await this.findOne(tenant, { $and: [where, { [pk]: page.cursor }] } as FilterQuery<T>))) return null;
      const columns = keys.map((key) => `"${meta.properties[key as EntityKey<T>].fieldNames[0]}"`);
      const comparison = order.direction === 'desc' ? '<' : '>';
      qb.andWhere(
        `(${columns.map((column) => `e.${column}`).join(', ')}) ${comparison} (select ${columns.join(', ')} from "${meta.tableName}" where ${columns.at(-1)} = ?)`,
        [page.cursor],
      );
    }
    qb.orderBy(Object.fromEntries(keys.map((key) => [key, order.direction])) as never).limit(page.limit + 1);
    const rows = (await qb.getResult()) as T[];
    const loaded = populate.length ? await this.populate(rows, populate) : (rows as Loaded<T, P>[]);
    return CursorPage.of(loaded, page.limit, (row) => String(row[pk as keyof typeof row]));
  }

  protected count(tenant: TenantScope, where: FilterQuery<T> = {} as FilterQuery<T>, options?: CountOptions<T>): Promise<number> {
    return this.#em.count(this.#entity, this.scope(tenant, where) as never, options);
  }

  /** Whether the tenant holds any row matching `where` (one indexed probe, `limit 1`: cheaper than counting). */
  protected async exists(tenant: TenantScope, where: FilterQuery<T> = {} as FilterQuery<T>): Promise<boolean> {
    const meta = this.#em.getMetadata(this.#entity);
    const row = await this.#em.findOne(this.#entity, this.scope(tenant, where) as never, {
      fields: [meta.primaryKeys[0]] as never,
      disableIdentityMap: true,
    });
    return row !== null;
  }

  /** Locks the matching rows of the tenant until the surrounding transaction ends (`select ... for update`). */
  protected async lock(tenant: TenantScope, where: FilterQuery<T>): Promise<Loaded<T, never> | null> {
    return this.#em.findOne(this.#entity, this.scope(tenant, where, 'write') as never, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** A conditional update of the tenant's own rows; answers how many changed. */
  protected update(tenant: TenantScope, where: FilterQuery<T>, data: EntityData<T>): Promise<number> {
    return this.#em.nativeUpdate(this.#entity, this.scope(tenant, where, 'write') as never, data);
  }

  /** Deletes the tenant's own matching rows; answers how many went. */
  protected delete(tenant: TenantScope, where: FilterQuery<T>): Promise<number> {
    return this.#em.nativeDelete(this.#entity, this.scope(tenant, where, 'write') as never);
  }

  /**
   * A new row of the tenant, persisted with the next flush. A direct owner (`coach`) is filled in from the tenant;
   * a deeper one (`client.coach`) must be reached through a parent already found in the tenant, and is checked.
   */
  protected create(tenant: TenantScope, data: RequiredEntityData<T> | Omit<RequiredEntityData<T>, OwnerColumn>): T {
    const path = this.#ownership.path;
    const fields = !path.includes('.') && (data as Record<string, unknown>)[path] === undefined ? { ...data, [path]: tenant.businessId } : data;
    const entity = this.#em.create(this.#entity, fields as RequiredEntityData<T>, { persist: false });
    this.assertOwned(tenant, entity);
    this.#em.persist(entity);
    return entity;
  }

  /** Schedules the removal of a row the caller found in the tenant (with the next flush). */
  protected remove(tenant: TenantScope, entity: T): void {
    this.assertOwned(tenant, entity);
    this.#em.remove(entity);
  }

  /**
   * A query builder already narrowed to the tenant. `where` adds to that condition (it never replaces it), so the
   * builder cannot be widened to other businesses.
   */
  protected qb<A extends string>(tenant: TenantScope, alias: A, mode: 'read' | 'write' = 'read'): QueryBuilder<T, A> {
    const qb = this.#em.createQueryBuilder(this.#entity, alias);
    const where = qb.where.bind(qb) as (cond: unknown, paramsOrOperator?: unknown, operator?: string) => typeof qb;
    where(this.scope(tenant, {} as FilterQuery<T>, mode));
    // `where` and `andWhere` (which calls `where`) only ever AND with the tenant condition; `orWhere` would widen it.
    qb.where = ((cond: unknown, params?: unknown) =>
      isPlainObject(cond) ? where(cond, '$and') : where(cond, params ?? [], '$and')) as unknown as typeof qb.where;
    qb.orWhere = (() => {
      throw new Error(`${this.constructor.name}: a tenant-scoped query builder cannot be widened with orWhere; use $or inside where`);
    }) as unknown as typeof qb.orWhere;
    return qb;
  }

  /**
   * Raw SQL for what the ORM cannot say (set-based inserts with `on conflict`, unions, window functions), with named
   * parameters. It must bind the business as `:tenant`, which is supplied here, as is `:reachable`: the client records
   * the tenant reaches (a client user's own, a staff member's assigned ones), null when it reaches all; client-private
   * rows take `and ${reachableClient('x.client_id')}`. Runs in the caller's transaction.
   */
  protected sql<R = Record<string, unknown>[]>(tenant: TenantScope, text: string, params: SqlParams = {}, method: SqlMethod = 'all'): Promise<R> {
    if (!TENANT_PARAM.test(text)) throw new Error(`${this.constructor.name}: tenant-scoped SQL must bind :tenant`);
    // `:ownClient` knows client users only: for a staff member with assignments it would widen to every client.
    if (tenant.clientIds && OWN_CLIENT_PARAM.test(text))
      throw new Error(`${this.constructor.name}: narrow client-private rows with reachableClient(), not :ownClient`);
    return this.#em.execute<R & object>(
      text,
      { ...params, tenant: tenant.businessId, ownClient: tenant.clientId ?? null, reachable: reachableParam(tenant) },
      method,
    ) as Promise<R>;
  }

  /** Loads relations of rows the caller already holds (the relations' own tenant filter still applies). */
  protected populate<P extends string>(entities: T[], populate: readonly P[]): Promise<Loaded<T, P>[]> {
    return this.#em.populate(entities, populate as never) as Promise<Loaded<T, P>[]>;
  }

  /**
   * Unscoped operations, for methods that must cross businesses and say why in a `@crossTenant` tag: a job's sweep
   * over every business, finding a sign-in's own membership, a public invitation link. Nothing else may use them.
   */
  protected get acrossTenants() {
    const em = this.#em;
    const entity = this.#entity;
    return {
      find: <P extends string = never>(where: FilterQuery<T>, options?: FindOptions<T, P>) => em.find(entity, where as never, options),
      findOne: <P extends string = never>(where: FilterQuery<T>, options?: FindOneOptions<T, P>) => em.findOne(entity, where as never, options),
      update: (where: FilterQuery<T>, data: EntityData<T>) => em.nativeUpdate(entity, where as never, data),
      delete: (where: FilterQuery<T>) => em.nativeDelete(entity, where as never),
      sql: <R = Record<string, unknown>[]>(text: string, params: SqlParams = {}, method: SqlMethod = 'all') =>
        em.execute<R & object>(text, params, method) as Promise<R>,
      /** One page of `select <columns> <from> order by <orderBy>` and its total (see sqlPage). */
      sqlPage: <R extends object>(query: SqlPageQuery, paging: { page: number; limit: number }, params: SqlParams = {}): Promise<Page<R>> =>
        sqlPage<R>(em, query, paging, params),
    };
  }

  private assertOwned(tenant: TenantScope, entity: T): void {
    const owner = ownerIdOf(entity, this.#ownership);
    if (owner !== tenant.businessId) {
      throw new Error(
        owner === undefined
          ? `${this.#entity.name}: reach ${this.#ownership.path} through a record found in the tenant, not a bare id`
          : `${this.#entity.name}: the row belongs to another business`,
      );
    }
  }
}

const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function isEmpty(where: unknown): boolean {
  return typeof where === 'object' && where !== null && Object.keys(where).length === 0;
}
