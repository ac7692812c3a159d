import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientWorkout } from './entities/client-workout.entity';

/** One assignment to insert: a client of the tenant, a workout of the tenant, a day. */
export interface NewAssignment {
  clientId: string;
  workoutId: string;
  scheduledDate: string;
}

/** A client workout with its state, by the ids of its client and workout. */
export type NewClientWorkout = { client: string; workout: string } & Pick<ClientWorkout, 'scheduledDate'> &
  Partial<Pick<ClientWorkout, 'status' | 'completedAt' | 'missedAt'>>;

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

/**
 * The one place client_workouts is queried. The entity is `@TenantOwned('coach', { client: 'client' })`: `coach`
 * repeats the client's business, and a client user reaches only their own workouts.
 */
@Injectable()
export class ClientWorkoutsRepository extends TenantRepository<ClientWorkout> {
  constructor(em: EntityManager) {
    super(em, ClientWorkout);
  }

  /**
   * One client workout of a client and a workout of the tenant, in any state (the demo's history; saved with the
   * next flush). Assigning goes through `insertMissing`.
   */
  add(tenant: TenantScope, fields: NewClientWorkout): ClientWorkout {
    return this.create(tenant, fields);
  }

  /**
   * Inserts the assignments that do not exist yet; an assignment of the same workout to the same client on the same
   * day is skipped by the unique constraint, also when two requests race. Answers the ids inserted.
   * Raw SQL: `on conflict do nothing` over a batch has no ORM equivalent. The caller found every client and workout
   * in the tenant.
   */
  async insertMissing(tenant: TenantScope, rows: NewAssignment[]): Promise<string[]> {
    if (!rows.length) return [];
    const params: Record<string, unknown> = {};
    const values = rows.map((row, index) => {
      params[`client${index}`] = row.clientId;
      params[`workout${index}`] = row.workoutId;
      params[`date${index}`] = row.scheduledDate;
      return `(gen_random_uuid(), :tenant, :client${index}, :workout${index}, :date${index}, 'scheduled', now(), now())`;
    });
    const inserted = await this.sql<{ id: string }[]>(
      tenant,
      `insert into client_workouts (id, coach_id, client_id, workout_id, scheduled_date, status, created_at, updated_at)
         values ${values.join(', ')} on conflict (client_id, workout_id, scheduled_date) do nothing returning id`,
      params,
    );
    return inserted.map((row) => row.id);
  }

  /** A page of the client's workouts, latest day first, each with its workout; null when the cursor is none of them. */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<ClientWorkout> | null> {
    return this.findAfter(tenant, { client: clientId }, page, { by: ['scheduledDate', 'createdAt'], direction: 'desc' }, PLAN_POPULATE);
  }

  /** The client workouts of the business with these ids, soonest first. */
  findByIds(tenant: TenantScope, ids: string[]): Promise<ClientWorkout[]> {
    return this.find(tenant, { id: { $in: ids } }, { populate: PLAN_POPULATE, orderBy: { scheduledDate: 'asc', createdAt: 'asc' } });
  }

  /**
   * A page of the client's plan: the workouts from `from` on and those missed before it, soonest first; null when the
   * cursor is none of them.
   */
  planForClient(tenant: TenantScope, clientId: string, from: string, page: { cursor?: string; limit: number }): Promise<CursorPage<ClientWorkout> | null> {
    return this.findAfter(
      tenant,
      { client: clientId, $or: [{ scheduledDate: { $gte: from } }, { status: 'missed' }] },
      page,
      { by: ['scheduledDate', 'createdAt'], direction: 'asc' },
      PLAN_POPULATE,
    );
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientWorkout | null> {
    return this.findOne(tenant, { id, client: clientId }, { populate: PLAN_POPULATE });
  }

  /** The client workout as now stored (not the request's copy) if it was logged with this idempotency key: a replayed log. */
  findLoggedWithKey(tenant: TenantScope, clientId: string, id: string, logIdempotencyKey: string): Promise<ClientWorkout | null> {
    return this.findOne(tenant, { id, client: clientId, logIdempotencyKey, status: 'completed' }, { populate: PLAN_POPULATE, refresh: true });
  }

  /**
   * Locks the client workout until the surrounding transaction ends, if it is still to be done (scheduled or missed),
   * and answers it as stored: of two logs of one session sent at once, the second waits and then finds it completed.
   */
  lockOpen(tenant: TenantScope, id: string): Promise<ClientWorkout | null> {
    return this.lock(tenant, { id, status: { $in: ['scheduled', 'missed'] } });
  }

  /**
   * The businesses with scheduled workouts dated today (UTC) or earlier: the only ones whose day may have passed in some
   * time zone (the furthest ahead, UTC+14, is at most one calendar day past UTC).
   * @crossTenant The hourly missed-workout job sweeps every business; it then marks each one's workouts within its tenant.
   */
  async businessesWithOverdueCandidates(at: Date): Promise<string[]> {
    const rows = await this.acrossTenants.sql<{ coach_id: string }[]>(
      `select distinct coach_id from client_workouts where status = 'scheduled' and scheduled_date <= (:at::timestamptz at time zone 'UTC')::date`,
      { at },
    );
    return rows.map((row) => row.coach_id);
  }

  /**
   * Marks the business's scheduled workouts whose day has passed in its time zone as missed. A conditional update:
   * when two workers run the job at once, each workout is marked (and answered) by exactly one of them.
   */
  async markMissed(tenant: TenantScope, timeZone: string, at: Date): Promise<MissedWorkout[]> {
    const rows = await this.sql<{ id: string; client_id: string; workout_id: string; scheduled_date: string }[]>(
      tenant,
      `update client_workouts set status = 'missed', missed_at = :at, updated_at = :at
        where coach_id = :tenant and status = 'scheduled' and scheduled_date < (:at::timestamptz at time zone :timeZone)::date
        returning id, client_id, workout_id, to_char(scheduled_date, 'YYYY-MM-DD') as scheduled_date`,
      { at, timeZone },
    );
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, workoutId: row.workout_id, scheduledDate: row.scheduled_date }));
  }

  /**
   * Workouts completed in the week (Sunday 00:00 to Sunday 00:00, local time, DST included) that holds `at` in `timeZone`,
   * up to `at` (so a week ago's figure covers the same days and hours as this week's so far).
   */
  async countCompletedInWeekOf(tenant: TenantScope, timeZone: string, at: Date): Promise<number> {
    const [row] = await this.sql<{ count: number }[]>(
      tenant,
      `with week as (
         select date_trunc('week', (:at::timestamptz at time zone :timeZone) + interval '1 day') - interval '1 day' as start_local
       )
       select count(*)::int as count from client_workouts, week
        where coach_id = :tenant and ${reachableClient('client_id')} and status = 'completed'
          and completed_at >= (week.start_local at time zone :timeZone) and completed_at < ((week.start_local + interval '7 days') at time zone :timeZone)
          and completed_at <= :at::timestamptz`,
      { at, timeZone },
    );
    return row!.count;
  }

  /**
   * One client's workouts dated in the week (Sunday to Saturday, in `timeZone`) that holds `at`: how many are planned
   * for it and how many of those are completed (the client dashboard's Workouts This Week).
   */
  async weekOfClient(tenant: TenantScope, clientId: string, timeZone: string, at: Date): Promise<{ planned: number; completed: number; weekStart: string }> {
    const [row] = await this.sql<{ planned: number; completed: number; week_start: string }[]>(
      tenant,
      `with week as (
         select (date_trunc('week', (:at::timestamptz at time zone :timeZone) + interval '1 day') - interval '1 day')::date as start_day
       )
       select count(cw.id)::int as planned, (count(cw.id) filter (where cw.status = 'completed'))::int as completed,
              to_char(week.start_day, 'YYYY-MM-DD') as week_start
         from week left join client_workouts cw
           on cw.coach_id = :tenant and cw.client_id = :clientId
          and cw.scheduled_date >= week.start_day and cw.scheduled_date < week.start_day + 7
        group by week.start_day`,
      { at, timeZone, clientId },
    );
    return { planned: row!.planned, completed: row!.completed, weekStart: row!.week_start };
  }

  /** The latest completed and missed workouts of the business's clients. */
  async recentActivity(tenant: TenantScope, limit: number): Promise<WorkoutActivity[]> {
    const rows = await this.sql<{ id: string; client_id: string; workout_name: string; status: 'completed' | 'missed'; time: Date }[]>(
      tenant,
      `select * from (
         select cw.id, cw.client_id, w.name as workout_name, 'completed' as status, cw.completed_at as time
           from client_workouts cw join workouts w on w.id = cw.workout_id
          where cw.coach_id = :tenant and ${reachableClient('cw.client_id')} and cw.status = 'completed'
          order by cw.completed_at desc limit :limit) completed
       union all
       select * from (
         select cw.id, cw.client_id, w.name, 'missed', cw.missed_at
           from client_workouts cw join workouts w on w.id = cw.workout_id
          where cw.coach_id = :tenant and ${reachableClient('cw.client_id')} and cw.status = 'missed'
          order by cw.missed_at desc limit :limit) missed
       order by time desc limit :limit`,
      { limit },
    );
    return rows.map((row) => ({ id: row.id, clientId: row.client_id, workoutName: row.workout_name, status: row.status, time: new Date(row.time) }));
  }

  /** Every workout assigned to the client, with its workout, by day (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientWorkout[]> {
    return this.find(tenant, { client: clientId }, { populate: ['workout'], orderBy: { scheduledDate: 'asc', id: 'asc' } });
  }
}
