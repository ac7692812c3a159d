import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { clientLimitOf, type FitnessGoal } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { ClientFields } from './dto/client.dto';
import { Client } from './entities/client.entity';

export interface ClientFilter {
  search?: string;
  isActive?: boolean;
  page: number;
  limit: number;
}

/** One event of a business's recent client activity. */
export interface ClientActivity {
  id: string;
  clientId: string;
  clientName: string;
  description: string;
  time: Date;
  status: 'completed' | 'progress';
}

/** A new client row of a CSV import. */
export interface NewClientRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  fitnessGoal: FitnessGoal | null;
  source: string;
}

/** A client as the platform admin's list shows it (every business). */
export interface PlatformClientRow {
  id: string;
  coachId: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  createdAt: Date;
}

/** Columns of the clients table, as stored (snake_case), for the list read without hydration. */
interface ClientRow {
  id: string;
  coach_id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  fitness_goal: FitnessGoal | null;
  current_weight: string | null;
  target_weight: string | null;
  height: string | null;
  age: number | null;
  activity_level: string | null;
  notes: string | null;
  is_active: boolean;
  lead_dec_contact_id: string | null;
  source: string | null;
  last_workout: Date | null;
  onboarding_completed: boolean;
  onboarding_completed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  /** Of the pending, unexpired invitation (lateral join), if any. */
  invitation_sent_at: Date | null;
  invitation_expires_at: Date | null;
}

const CLIENT_COLUMNS =
  'id, coach_id, user_id, first_name, last_name, email, phone, fitness_goal, current_weight, target_weight, height, age, activity_level, notes, ' +
  'is_active, lead_dec_contact_id, source, last_workout, onboarding_completed, onboarding_completed_at, created_at, updated_at';

const date = (value: Date | string | null) => (value === null ? null : new Date(value));
const decimal = (value: string | null) => (value === null ? null : Number(value));

function fromRow(row: ClientRow): ClientFields {
  return {
    id: row.id,
    coach: { id: row.coach_id },
    user: row.user_id ? { id: row.user_id } : null,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    fitnessGoal: row.fitness_goal,
    currentWeight: decimal(row.current_weight),
    targetWeight: decimal(row.target_weight),
    height: decimal(row.height),
    age: row.age,
    activityLevel: row.activity_level,
    notes: row.notes,
    isActive: row.is_active,
    leadDecContactId: row.lead_dec_contact_id,
    source: row.source,
    lastWorkout: date(row.last_workout),
    onboardingCompleted: row.onboarding_completed,
    onboardingCompletedAt: date(row.onboarding_completed_at),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    invitation:
      row.invitation_sent_at && row.invitation_expires_at ? { sentAt: new Date(row.invitation_sent_at), expiresAt: new Date(row.invitation_expires_at) } : null,
  };
}

/**
 * The client's pending, unexpired invitation (at most one: a partial unique index), read in the same query as the
 * list rows so the card's Invited state costs no query per client.
 */
const PENDING_INVITATION_JOIN = `left join lateral (
    select i.sent_at as invitation_sent_at, i.expires_at as invitation_expires_at from client_invitations i
     where i.client_id = clients.id and i.status = 'pending' and i.expires_at > now() limit 1
  ) invitation on true`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The fields of a new client; the business comes from the tenant. */
export type NewClient = Omit<RequiredEntityData<Client>, 'coach'>;

/**
 * The one place the clients table is queried. The entity declares its tenant path (`coach`) and that a client user
 * reaches only their own record: every method below is narrowed to the tenant, so another business's id simply finds
 * nothing (404 above).
 */
@Injectable()
export class ClientsRepository extends TenantRepository<Client> {
  constructor(em: EntityManager) {
    super(em, Client);
  }

  /** Whether the business has any client. */
  hasAny(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant);
  }

  findById(tenant: TenantScope, id: string): Promise<Client | null> {
    return this.findOne(tenant, { id });
  }

  /** A new client of the tenant (saved with the next flush). */
  add(tenant: TenantScope, fields: NewClient): Client {
    return this.create(tenant, fields as RequiredEntityData<Client>);
  }

  /** Deletes the client and, through the foreign keys, everything recorded about them. */
  async removeClient(tenant: TenantScope, client: Client): Promise<void> {
    await this.delete(tenant, { id: client.id });
  }

  /**
   * One page of clients and the total, in one query (count(*) over ()), as plain rows: the list is the busiest
   * read of the product, and entity hydration cost more than the query itself (`npm run bench -- clients`).
   */
  async page(tenant: TenantScope, filter: ClientFilter): Promise<Page<ClientFields>> {
    const where = ['coach_id = :tenant'];
    const params: Record<string, unknown> = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
    where.push(reachableClient('id'));
    if (filter.isActive !== undefined) {
      where.push('is_active = :isActive');
      params.isActive = filter.isActive;
    }
    if (filter.search) {
      where.push(`(first_name || ' ' || last_name ilike :pattern or email ilike :pattern)`);
      params.pattern = likePattern(filter.search);
    }
    const rows = await this.sql<(ClientRow & { total_count: string })[]>(
      tenant,
      `select ${CLIENT_COLUMNS}, invitation_sent_at, invitation_expires_at, count(*) over () as total_count from clients ${PENDING_INVITATION_JOIN}
        where ${where.join(' and ')} order by created_at desc, id desc limit :limit offset :offset`,
      params,
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && filter.page > 1) {
      total = Number((await this.sql<{ count: string }[]>(tenant, `select count(*) from clients where ${where.join(' and ')}`, params))[0]!.count);
    }
    return new Page(rows.map(fromRow), total, filter.page, filter.limit);
  }

  /**
   * Every client of the business in creation order, in batches (CSV export). The rows stay out of the identity map,
   * so a large export does not pile up in memory.
   */
  async *streamAll(tenant: TenantScope, batchSize = 500): AsyncGenerator<Client[]> {
    for (let offset = 0; ; offset += batchSize) {
      const batch = await this.find(tenant, {}, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: batchSize, offset, disableIdentityMap: true });
      if (!batch.length) return;
      yield batch;
    }
  }

  countActive(tenant: TenantScope): Promise<number> {
    return this.count(tenant, { isActive: true });
  }

  /**
   * Inserts a batch of imported clients in one statement; a client whose e-mail the business already has (or that
   * appears twice in the batch) is skipped. Answers the ids and e-mails of the rows inserted.
   * Raw SQL: `on conflict do nothing` against the expression index (coach_id, lower(email)) has no ORM equivalent;
   * one statement per 500 rows is what keeps a 5 000-row import in seconds (import test in clients.int-spec.ts).
   */
  async insertBatch(tenant: TenantScope, rows: NewClientRow[]): Promise<{ id: string; email: string }[]> {
    if (!rows.length) return [];
    const values: string[] = [];
    const params: Record<string, unknown> = {};
    rows.forEach((row, i) => {
      // clock_timestamp() advances row by row: the file's order is kept as the creation order.
      values.push(`(gen_random_uuid(), :tenant, :first${i}, :last${i}, :email${i}, :phone${i}, :goal${i}, :source${i}, clock_timestamp(), clock_timestamp())`);
      Object.assign(params, {
        [`first${i}`]: row.firstName,
        [`last${i}`]: row.lastName,
        [`email${i}`]: row.email,
        [`phone${i}`]: row.phone,
        [`goal${i}`]: row.fitnessGoal,
        [`source${i}`]: row.source,
      });
    });
    return this.sql<{ id: string; email: string }[]>(
      tenant,
      `insert into clients (id, coach_id, first_name, last_name, email, phone, fitness_goal, source, created_at, updated_at)
       values ${values.join(', ')} on conflict (coach_id, lower(email)) do nothing returning id, email`,
      params,
    );
  }

  /**
   * The latest things the business's clients did: joined, measured, checked in, achieved a goal.
   * Raw SQL: one union over four tables, each read through its (client, created_at) index, sorted once.
   */
  async recentActivity(tenant: TenantScope, limit: number): Promise<ClientActivity[]> {
    const own = ` and ${reachableClient('c.id')}`;
    const rows = await this.sql<{ id: string; client_id: string; client_name: string; description: string; time: Date; status: ClientActivity['status'] }[]>(
      tenant,
      `select * from (
         select 'client-' || c.id as id, c.id as client_id, c.first_name || ' ' || c.last_name as client_name,
                'Joined as a new client' as description, c.created_at as time, 'progress' as status
           from clients c where c.coach_id = :tenant${own}
         union all
         select 'measurement-' || m.id, c.id, c.first_name || ' ' || c.last_name,
                'Recorded new measurements' || coalesce(' (weight ' || trim(trailing '.' from trim(trailing '0' from m.weight::text)) || ' lbs)', ''),
                m.created_at, 'progress'
           from measurements m join clients c on c.id = m.client_id where c.coach_id = :tenant${own}
         union all
         select 'wellness-' || w.id, c.id, c.first_name || ' ' || c.last_name, 'Logged a wellness check-in', w.created_at, 'progress'
           from wellness_logs w join clients c on c.id = w.client_id where c.coach_id = :tenant${own}
         union all
         select 'goal-' || g.id, c.id, c.first_name || ' ' || c.last_name, 'Achieved goal: ' || g.title, g.achieved_at, 'completed'
           from goals g join clients c on c.id = g.client_id where c.coach_id = :tenant${own} and g.status = 'achieved' and g.achieved_at is not null
       ) activity order by time desc limit :limit`,
      { limit },
    );
    return rows.map((row) => ({
      id: row.id,
      clientId: row.client_id,
      clientName: row.client_name,
      description: row.description,
      time: new Date(row.time),
      status: row.status,
    }));
  }

  /** Every active client's id and full name, by name (the clients a required form asks). */
  async activeNames(tenant: TenantScope): Promise<{ id: string; name: string }[]> {
    const clients = await this.find(
      tenant,
      { isActive: true },
      { fields: ['id', 'firstName', 'lastName'], orderBy: { firstName: 'asc', lastName: 'asc', id: 'asc' } },
    );
    return clients.map((client) => ({ id: client.id, name: `${client.firstName} ${client.lastName}` }));
  }

  async namesOf(tenant: TenantScope, ids: string[]): Promise<Map<string, string>> {
    if (!ids.length) return new Map();
    const clients = await this.find(tenant, { id: { $in: ids } });
    return new Map(clients.map((client) => [client.id, `${client.firstName} ${client.lastName}`]));
  }

  /**
   * Clients that were active at `at` (the base of the Active Clients trend): joined before it and active now or
   * deactivated since.
   */
  countActiveJoinedBefore(tenant: TenantScope, at: Date): Promise<number> {
    return this.count(tenant, { createdAt: { $lt: at }, $or: [{ isActive: true }, { deactivatedAt: { $gte: at } }] });
  }

  /**
   * Creates or updates the client of a lead-management contact (source 'leaddec'). Raw SQL: the insert is `on conflict
   * do nothing` against every unique index (the contact id's and the e-mail's), then the row of that contact (or the
   * unlinked client with that e-mail, which the contact adopts) is updated, so concurrent deliveries of one contact
   * make one client. Answers the client and whether it is new; null when neither exists nor can be made (no e-mail, or
   * the e-mail is another contact's client).
   */
  async upsertLead(
    tenant: TenantScope,
    lead: { contactId: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null; activate: boolean },
  ): Promise<{ id: string; created: boolean } | null> {
    const params = {
      contact: lead.contactId,
      first: lead.firstName,
      last: lead.lastName,
      email: lead.email?.toLowerCase() ?? null,
      phone: lead.phone,
      activate: lead.activate,
    };
    if (lead.email) {
      const inserted = await this.sql<{ id: string }[]>(
        tenant,
        `insert into clients (id, coach_id, first_name, last_name, email, phone, source, lead_dec_contact_id, created_at, updated_at)
         values (gen_random_uuid(), :tenant, coalesce(:first, ''), coalesce(:last, ''), :email, :phone, 'leaddec', :contact, now(), now())
         on conflict do nothing returning id`,
        params,
      );
      if (inserted[0]) return { id: inserted[0].id, created: true };
    }
    const updated = await this.sql<{ id: string }[]>(
      tenant,
      `update clients set first_name = coalesce(:first, first_name), last_name = coalesce(:last, last_name), phone = coalesce(:phone, phone),
              lead_dec_contact_id = :contact, is_active = is_active or :activate,
              deactivated_at = case when :activate::boolean then null else deactivated_at end, updated_at = now()
        where id = (select id from clients
                     where coach_id = :tenant
                       and (lead_dec_contact_id = :contact or (lead_dec_contact_id is null and :email::text is not null and lower(email) = :email))
                     order by (lead_dec_contact_id = :contact) desc nulls last limit 1)
          and coach_id = :tenant
        returning id`,
      params,
    );
    return updated[0] ? { id: updated[0].id, created: false } : null;
  }

  /** Links a client user's sign-in to the record only while it has none (two accepts cannot both link). */
  linkUser(tenant: TenantScope, clientId: string, userId: string): Promise<number> {
    return this.update(tenant, { id: clientId, user: null }, { user: userId, updatedAt: new Date() });
  }

  /**
   * Locks the client's row until the surrounding transaction ends and answers it as committed now (null when it is
   * gone): what changes one client's invitation or link at once (resends, accepts) takes its turn on this lock.
   */
  lockById(tenant: TenantScope, id: string): Promise<Client | null> {
    return this.lock(tenant, { id });
  }

  /** The business's client record linked to this sign-in, if any. */
  findByUser(tenant: TenantScope, userId: string): Promise<Client | null> {
    return this.findOne(tenant, { user: userId });
  }

  /**
   * The client record a client user's sign-in is linked to (the oldest, if several businesses linked it).
   * @crossTenant This is how a client user's tenant is found: there is no tenant to scope by yet.
   */
  findMembership(userId: string): Promise<{ id: string; coachId: string } | null> {
    return this.acrossTenants
      .findOne({ user: userId }, { orderBy: { createdAt: 'asc' } })
      .then((client) => (client ? { id: client.id, coachId: client.coach.id } : null));
  }
  /**
   * One page of every business's clients (the platform admin's Client Management), newest first, and the total.
   * @crossTenant The platform admin's list spans every business; `businessId` narrows it to one.
   */
  async platformPage(filter: { search?: string; businessId?: string; page: number; limit: number }): Promise<Page<PlatformClientRow>> {
    const where = ['true'];
    const params: Record<string, unknown> = {};
    if (filter.businessId) {
      where.push('coach_id = :businessId');
      params.businessId = filter.businessId;
    }
    if (filter.search) {
      // Both sides read a trigram index (clients_full_name_trgm_index, clients_email_trgm_index).
      where.push(`(first_name || ' ' || last_name ilike :pattern or email ilike :pattern)`);
      params.pattern = likePattern(filter.search);
    }
    const page = await this.acrossTenants.sqlPage<{
      id: string;
      coach_id: string;
      first_name: string;
      last_name: string;
      email: string;
      is_active: boolean;
      created_at: Date | string;
    }>(
      {
        columns: 'id, coach_id, first_name, last_name, email, is_active, created_at',
        from: `from clients where ${where.join(' and ')}`,
        orderBy: 'created_at desc, id desc',
      },
      filter,
      params,
    );
    return page.map((row) => ({
      id: row.id,
      coachId: row.coach_id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      isActive: row.is_active,
      createdAt: new Date(row.created_at),
    }));
  }

  /**
   * Clients on the platform: all and active ones (the admin overview).
   * @crossTenant Platform totals span every business.
   */
  async platformCounts(): Promise<{ total: number; active: number }> {
    const [row] = await this.acrossTenants.sql<{ total: string; active: string }[]>(
      'select count(*) as total, count(*) filter (where is_active) as active from clients',
    );
    return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
  }

  /**
   * The business a client record belongs to (the platform admin deletes a client of any business).
   * @crossTenant The admin names a client of any business: this finds whose it is.
   */
  async businessOf(clientId: string): Promise<string | null> {
    const client = await this.acrossTenants.findOne({ id: clientId });
    return client ? client.coach.id : null;
  }

  /**
   * The room the business's plan leaves for new clients (null: no limit; the three-tier page's Starter and Professional
   * have one). Adding clients takes turns per business until the transaction ends, so concurrent additions cannot pass
   * the limit together.
   */
  async lockClientRoom(tenant: TenantScope): Promise<{ plan: string | null; room: number | null }> {
    await this.sql(tenant, `select pg_advisory_xact_lock(hashtext('client-limit:' || :tenant))`);
    const [row] = await this.sql<{ plan: string | null; count: number }[]>(
      tenant,
      `select (select subscription_plan from users where id = :tenant) as plan, (select count(*)::int from clients where coach_id = :tenant) as count`,
    );
    const limit = clientLimitOf(row?.plan);
    return { plan: row?.plan ?? null, room: limit === null ? null : Math.max(limit - (row?.count ?? 0), 0) };
  }

  /** Whether the business has more clients than its plan allows (after moving to a smaller tier). */
  async overClientLimit(tenant: TenantScope): Promise<string | null> {
    const [row] = await this.sql<{ plan: string | null; count: number }[]>(
      tenant,
      `select (select subscription_plan from users where id = :tenant) as plan, (select count(*)::int from clients where coach_id = :tenant) as count`,
    );
    const limit = clientLimitOf(row?.plan);
    return limit !== null && row && row.count > limit ? row.plan : null;
  }
}
