import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientWorkout } from './entities/client-workout.entity';

/** One assignment to insert: a client of the tenant, a workout of the tenant, a day. */
export interface NewAssignment {
  clientId: string;
  workoutId: string;
  scheduledDate: string;
}

/** A client workout the daily job marked missed. */
export interface MissedWorkout {
  id: string;
  clientId: string;
  workoutId: string;
  scheduledDate: string;
}

/** A completed or missed client workout, for Recent Client Activity. */
export interface WorkoutActivity {
  id: string;
  clientId: string;
  workoutName: string;
  status: 'completed' | 'missed';
  time: Date;
}

const PLAN_POPULATE = ['workout'] as const;

/** The one place client_workouts and workout_logs are queried; every method takes the tenant first. */
export class ClientWorkoutsRepository extends EntityRepository<ClientWorkout> {
  /**
   * Inserts the assignments that do not exist yet; an assignment of the same workout to the same client on the same
   * day is skipped by the unique constraint, also when two requests race. Answers the ids inserted.
   * Raw SQL: `on conflict do nothing` over a batch has no ORM equivalent.
   */
  async insertMissing(tenant: TenantScope, rows: NewAssignment[]): Promise<string[]> {
    if (!rows.length) return [];
    const values = rows.map(() => `(gen_random_uuid(), ?, ?, ?, ?, 'scheduled', now(), now())`);
    const params = rows.flatMap((row) => [tenant.businessId, row.clientId, row.workoutId, row.scheduledDate]);
    const em = this.getEntityManager();
    const inserted = await em.getConnection().execute<{ id: string }[]>(
      `insert into client_workouts (id, coach_id, client_id, workout_id, scheduled_date, status, created_at, updated_at)
         values ${values.join(', ')} on conflict (client_id, workout_id, scheduled_date) do nothing returning id`,
      params,
      'all',
      em.getTransactionContext(),
    );
    return inserted.map((row) => row.id);
  }

  /** The client's workouts (optionally only these ids), latest day first, each with its workout. */
  listForClient(tenant: TenantScope, clientId: string, ids?: string[]): Promise<ClientWorkout[]> {
    return this.find(
      { coach: tenant.businessId, client: clientId, ...(ids ? { id: { $in: ids } } : {}) },
      { populate: PLAN_POPULATE, orderBy: { scheduledDate: 'desc', createdAt: 'desc' } },
    );
  }

  /** The client workouts of the business with these ids, soonest first. */
  findByIds(tenant: TenantScope, ids: string[]): Promise<ClientWorkout[]> {
    return this.find({ id: { $in: ids }, coach: tenant.businessId }, { populate: PLAN_POPULATE, orderBy: { scheduledDate: 'asc', createdAt: 'asc' } });
  }

  /** The client's workouts from `from` on and those not yet done before it, soonest first (the client's plan). */
  planForClient(tenant: TenantScope, clientId: string, from: string): Promise<ClientWorkout[]> {
    return this.find(
      { coach: tenant.businessId, client: clientId, $or: [{ scheduledDate: { $gte: from } }, { status: 'missed' }] },
      { populate: PLAN_POPULATE, orderBy: { scheduledDate: 'asc', createdAt: 'asc' }, limit: 100 },
    );
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientWorkout | null> {
    return this.findOne({ id, coach: tenant.businessId, client: clientId }, { populate: PLAN_POPULATE });
  }

  /**
   * Marks the workout completed unless it already is: a conditional update, so two logs of one session sent at once
   * complete it once (the other answers 409). Answers whether this call completed it.
   */
  async complete(tenant: TenantScope, id: string, at: Date, notes: string | null): Promise<boolean> {
    const changed = await this.nativeUpdate(
      { id, coach: tenant.businessId, status: { $in: ['scheduled', 'missed'] } },
      { status: 'completed', completedAt: at, notes, updatedAt: at },
    );
    return changed === 1;
  }

  /**
   * The businesses with scheduled workouts dated today (UTC) or earlier: the only ones whose day may have passed in some
   * time zone (the furthest ahead, UTC+14, is at most one calendar day past UTC).
   */
  async businessesWithOverdueCandidates(at: Date): Promise<string[]> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ coach_id: string }[]>(
        `select distinct coach_id from client_workouts where status = 'scheduled' and scheduled_date <= (?::timestamptz at time zone 'UTC')::date`,
        [at],
      );
    return rows.map((row) => row.coach_id);
  }

  /**
   * Marks the business's scheduled workouts whose day has passed in its time zone as missed. A conditional update:
   * when two workers run the job at once, each workout is marked (and answered) by exactly one of them.
   */
  async markMissed(tenant: TenantScope, timeZone: string, at: Date): Promise<MissedWorkout[]> {
    const em = this.getEntityManager();
    const rows = await em.getConnection().execute<{ id: string; client_id: string; workout_id: string; scheduled_date: string }[]>(
      `update client_workouts set status = 'missed', missed_at = ?, updated_at = ?
        where coach_id = ? and status = 'scheduled' and scheduled_date < (?::timestamptz at time zone ?)::date
        returning id, client_id, workout_id, to_char(scheduled_date, 'YYYY-MM-DD') as scheduled_date`,
      [at, at, tenant.businessId, at, timeZone],
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, workoutId: row.workout_id, scheduledDate: row.scheduled_date }));
  }

  /** Workouts completed in the week (Sunday 00:00 to Sunday 00:00, local time, DST included) that holds `at` in `timeZone`. */
  async countCompletedInWeekOf(tenant: TenantScope, timeZone: string, at: Date): Promise<number> {
    const em = this.getEntityManager();
    const [row] = await em.getConnection().execute<{ count: number }[]>(
      `with week as (
         select date_trunc('week', (?::timestamptz at time zone ?) + interval '1 day') - interval '1 day' as start_local
       )
       select count(*)::int as count from client_workouts, week
        where coach_id = ? and status = 'completed'
          and completed_at >= (week.start_local at time zone ?) and completed_at < ((week.start_local + interval '7 days') at time zone ?)`,
      [at, timeZone, tenant.businessId, timeZone, timeZone],
      'all',
      em.getTransactionContext(),
    );
    return row!.count;
  }

  /** The latest completed and missed workouts of the business's clients. */
  async recentActivity(tenant: TenantScope, limit: number): Promise<WorkoutActivity[]> {
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ id: string; client_id: string; workout_name: string; status: 'completed' | 'missed'; time: Date }[]>(
        `select * from (
           select cw.id, cw.client_id, w.name as workout_name, 'completed' as status, cw.completed_at as time
             from client_workouts cw join workouts w on w.id = cw.workout_id
            where cw.coach_id = ? and cw.status = 'completed'
            order by cw.completed_at desc limit ?) completed
         union all
         select * from (
           select cw.id, cw.client_id, w.name, 'missed', cw.missed_at
             from client_workouts cw join workouts w on w.id = cw.workout_id
            where cw.coach_id = ? and cw.status = 'missed'
            order by cw.missed_at desc limit ?) missed
         order by time desc limit ?`,
        [tenant.businessId, limit, tenant.businessId, limit, limit],
      );
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, workoutName: row.workout_name, status: row.status, time: new Date(row.time) }));
  }
}
