import { EntityRepository } from '@mikro-orm/postgresql';
import type { FitnessGoal } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import type { ClientFields } from './dto/client.dto';
import type { Client } from './entities/client.entity';

export interface ClientFilter {
  search?: string;
  isActive?: boolean;
  page: number;
  limit: number;
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
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The one place the clients table is queried. Every method takes the tenant first, so a query without it cannot
 * be written by accident: another business's id simply finds nothing (404 above).
 */
export class ClientsRepository extends EntityRepository<Client> {
  findInTenant(tenant: TenantScope, id: string): Promise<Client | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  findByEmail(tenant: TenantScope, email: string): Promise<Client | null> {
    return this.createQueryBuilder('c').where({ coach: tenant.businessId }).andWhere('lower(c.email) = lower(?)', [email]).getSingleResult();
  }

  /**
   * One page of clients and the total, in one query (count(*) over ()), as plain rows: the list is the busiest
   * read of the product, and entity hydration cost more than the query itself (`npm run bench -- clients`).
   */
  async page(tenant: TenantScope, filter: ClientFilter): Promise<Page<ClientFields>> {
    const where = ['coach_id = ?'];
    const params: unknown[] = [tenant.businessId];
    if (filter.isActive !== undefined) {
      where.push('is_active = ?');
      params.push(filter.isActive);
    }
    if (filter.search) {
      const pattern = likePattern(filter.search);
      where.push(`(first_name || ' ' || last_name ilike ? or email ilike ?)`);
      params.push(pattern, pattern);
    }
    const connection = this.getEntityManager().getConnection();
    const rows = await connection.execute<(ClientRow & { total_count: string })[]>(
      `select ${CLIENT_COLUMNS}, count(*) over () as total_count from clients
        where ${where.join(' and ')} order by created_at desc, id desc limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && filter.page > 1) {
      total = Number((await connection.execute<{ count: string }[]>(`select count(*) from clients where ${where.join(' and ')}`, params))[0]!.count);
    }
    return new Page(rows.map(fromRow), total, filter.page, filter.limit);
  }

  /** Every client of the business in creation order, in batches (CSV export); keyset paging keeps each batch cheap. */
  async *streamAll(tenant: TenantScope, batchSize = 500): AsyncGenerator<Client[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const where = after
        ? { coach: tenant.businessId, $or: [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, id: { $gt: after.id } }] }
        : { coach: tenant.businessId };
      const batch = await this.find(where, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: batchSize });
      if (!batch.length) return;
      yield batch;
      const last = batch[batch.length - 1]!;
      after = { createdAt: last.createdAt, id: last.id };
      this.getEntityManager().clear();
    }
  }

  countActive(tenant: TenantScope): Promise<number> {
    return this.count({ coach: tenant.businessId, isActive: true });
  }

  /** Clients who joined the business in [from, to). */
  countCreated(tenant: TenantScope, from: Date, to: Date): Promise<number> {
    return this.count({ coach: tenant.businessId, createdAt: { $gte: from, $lt: to } });
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
    const params: unknown[] = [];
    for (const row of rows) {
      values.push(`(gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, now(), now())`);
      params.push(tenant.businessId, row.firstName, row.lastName, row.email, row.phone, row.fitnessGoal, row.source);
    }
    return this.getEntityManager()
      .getConnection()
      .execute<{ id: string; email: string }[]>(
        `insert into clients (id, coach_id, first_name, last_name, email, phone, fitness_goal, source, created_at, updated_at)
         values ${values.join(', ')} on conflict (coach_id, lower(email)) do nothing returning id, email`,
        params,
        'all',
        this.getEntityManager().getTransactionContext(),
      );
  }

  /** The client record linked to a client user's sign-in: how a client user's tenant is found (so no tenant yet). */
  findMembership(userId: string): Promise<{ id: string; coachId: string } | null> {
    return this.findOne({ user: userId }, { fields: ['id', 'coach'], orderBy: { createdAt: 'asc' } }).then((client) => (client ? { id: client.id, coachId: client.coach.id } : null));
  }
}
