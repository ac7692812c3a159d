import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FitnessGoal } from '@coachcore/domain';
import type { Page } from '../../common/http/pagination';
import type { ClientFields } from './dto/client.response';
import { Client } from './entities/client.entity';

export interface ClientFilter {
  search?: string;
  isActive?: boolean;
  page: number;
  limit: number;
}

/** Columns of the clients table, as stored (snake_case). */
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
    currentWeight: row.current_weight,
    targetWeight: row.target_weight,
    height: row.height,
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

/** Client queries, always scoped to one business: a foreign id simply finds nothing. */
@Injectable()
export class ClientsRepository {
  constructor(private readonly em: EntityManager) {}

  findOne(businessId: string, id: string): Promise<Client | null> {
    return this.em.findOne(Client, { id, coach: businessId });
  }

  findByEmail(businessId: string, email: string): Promise<Client | null> {
    return this.em.getRepository(Client).createQueryBuilder('c').where({ coach: businessId }).andWhere('lower(c.email) = lower(?)', [email]).getSingleResult();
  }

  /**
   * One page of clients and the total, in one query (count(*) over ()), as plain rows: the list is the
   * busiest read of the product and entity hydration would cost more than the query itself.
   */
  async page(businessId: string, filter: ClientFilter): Promise<Page<ClientFields>> {
    const where = ['coach_id = ?'];
    const params: unknown[] = [businessId];
    if (filter.isActive !== undefined) {
      where.push('is_active = ?');
      params.push(filter.isActive);
    }
    if (filter.search) {
      const pattern = likePattern(filter.search);
      where.push(`(first_name || ' ' || last_name ilike ? or email ilike ?)`);
      params.push(pattern, pattern);
    }
    const connection = this.em.getConnection();
    const rows = await connection.execute<(ClientRow & { total_count: string })[]>(
      `select ${CLIENT_COLUMNS}, count(*) over () as total_count from clients
        where ${where.join(' and ')} order by created_at desc, id desc limit ? offset ?`,
      [...params, filter.limit, (filter.page - 1) * filter.limit],
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && filter.page > 1) {
      total = Number((await connection.execute<{ count: string }[]>(`select count(*) from clients where ${where.join(' and ')}`, params))[0]!.count);
    }
    return { items: rows.map(fromRow), total, page: filter.page, limit: filter.limit };
  }

  /** Every client of the business in creation order, in batches (CSV export). */
  async *streamAll(businessId: string, batchSize = 500): AsyncGenerator<Client[]> {
    let offset = 0;
    for (;;) {
      const batch = await this.em.find(Client, { coach: businessId }, { orderBy: { createdAt: 'asc', id: 'asc' }, limit: batchSize, offset });
      if (!batch.length) return;
      yield batch;
      this.em.clear();
      offset += batch.length;
    }
  }

  countActive(businessId: string): Promise<number> {
    return this.em.count(Client, { coach: businessId, isActive: true });
  }

  /** The client record linked to a client user's sign-in. */
  findByUser(userId: string): Promise<Client | null> {
    return this.em.findOne(Client, { user: userId });
  }
}
