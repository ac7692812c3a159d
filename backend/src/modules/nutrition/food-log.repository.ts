import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { FoodLogEntry } from './entities/food-log.entity';

export type NewFoodLogEntry = Omit<RequiredEntityData<FoodLogEntry>, 'client'>;

/** A day's logged totals of one client, with the calorie goal in effect that day (null without one). */
export interface LoggedDay {
  date: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  goalCalories: number | null;
}

/** A food a client logged before, for the tracker's Recent and Frequent lists. */
export interface LoggedFood {
  foodId: string;
  foodName: string;
  servingSize: number;
  servingUnit: string;
  times: number;
  lastLoggedAt: Date;
}

/** Client-private rows: the tenant reaches only its client records (a client user's own, a staff member's assigned ones; `c` is the clients row). */
const OWN_CLIENT = reachableClient('c.id');

/**
 * The food log of the tenant's clients (`client.coach`); a client user reaches only their own entries. The raw SQL
 * below binds the business as `:tenant` and narrows to the client records the tenant reaches (`:reachable`).
 */
@Injectable()
export class FoodLogRepository extends TenantRepository<FoodLogEntry> {
  constructor(em: EntityManager) {
    super(em, FoodLogEntry);
  }

  /** The client's entries of a day, as logged (a planned meal's foods, logged at once, in the meal's order). */
  forDay(tenant: TenantScope, clientId: string, day: string): Promise<FoodLogEntry[]> {
    return this.find(tenant, { client: clientId, logDate: day }, { orderBy: { createdAt: 'asc', planItem: 'asc', id: 'asc' } });
  }

  recent(tenant: TenantScope, clientId: string, limit: number): Promise<FoodLogEntry[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { logDate: 'desc', createdAt: 'desc' }, limit });
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<FoodLogEntry | null> {
    return this.findOne(tenant, { id, client: clientId });
  }

  /** The client's entry logged with this idempotency key, if any (a replay of it answers this entry). */
  findByIdempotencyKey(tenant: TenantScope, clientId: string, idempotencyKey: string): Promise<FoodLogEntry | null> {
    return this.findOne(tenant, { client: clientId, idempotencyKey }, { refresh: true });
  }

  /** The client's entries logged from a planned meal on a day, in the meal's food order (read afresh: a replay may answer them). */
  forPlannedMeal(tenant: TenantScope, clientId: string, planMealId: string, day: string): Promise<FoodLogEntry[]> {
    return this.find(tenant, { client: clientId, planMeal: planMealId, logDate: day }, { orderBy: { planItem: 'asc' }, refresh: true });
  }

  /** Removes the client's entries logged from a planned meal on a day; answers how many there were. */
  removePlannedMeal(tenant: TenantScope, clientId: string, planMealId: string, day: string): Promise<number> {
    return this.delete(tenant, { client: clientId, planMeal: planMealId, logDate: day });
  }

  /** A new entry of a client found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewFoodLogEntry): FoodLogEntry {
    return this.create(tenant, { client, ...fields });
  }

  async removeEntry(tenant: TenantScope, entry: FoodLogEntry): Promise<void> {
    await this.delete(tenant, { id: entry.id });
  }

  /**
   * Daily totals from `from` to `to` (inclusive) of the days the client logged, each with the calorie goal in effect
   * that day. Raw SQL: one grouped read with a lateral look-up of the goal, instead of a query per day.
   */
  async loggedDays(tenant: TenantScope, clientId: string, from: string, to: string): Promise<LoggedDay[]> {
    const rows = await this.sql<{ date: string | Date; calories: string; protein: string; carbs: string; fat: string; goal_calories: number | null }[]>(
      tenant,
      `select d.log_date as date, d.calories, d.protein, d.carbs, d.fat, g.daily_calories as goal_calories
         from (select f.log_date, sum(f.actual_calories) as calories, sum(f.actual_protein) as protein, sum(f.actual_carbs) as carbs, sum(f.actual_fat) as fat
                 from food_log f join clients c on c.id = f.client_id
                where c.coach_id = :tenant and ${OWN_CLIENT} and f.client_id = :client and f.log_date between :from and :to group by f.log_date) d
         left join lateral (select daily_calories from client_macro_goals m
                             where m.client_id = :client and m.coach_id = :tenant and m.is_active and m.effective_date <= d.log_date
                             order by m.effective_date desc, m.created_at desc limit 1) g on true
        order by d.log_date`,
      { client: clientId, from, to },
    );
    return rows.map((row) => ({
      date: typeof row.date === 'string' ? row.date.slice(0, 10) : isoDay(row.date),
      calories: Number(row.calories),
      protein: Number(row.protein),
      carbs: Number(row.carbs),
      fat: Number(row.fat),
      goalCalories: row.goal_calories,
    }));
  }

  /** Foods the client logged, most recent or most often first. Raw SQL: grouped by food. */
  async loggedFoods(tenant: TenantScope, clientId: string, order: 'recent' | 'frequent', limit: number): Promise<LoggedFood[]> {
    const rows = await this.sql<{ food_id: string; food_name: string; serving_size: string; serving_unit: string; times: string; last_logged_at: Date }[]>(
      tenant,
      `select f.food_id, (array_agg(f.food_name order by f.created_at desc))[1] as food_name,
              (array_agg(f.serving_size order by f.created_at desc))[1] as serving_size,
              (array_agg(f.serving_unit order by f.created_at desc))[1] as serving_unit,
              count(*) as times, max(f.created_at) as last_logged_at
         from food_log f join clients c on c.id = f.client_id
        where c.coach_id = :tenant and ${OWN_CLIENT} and f.client_id = :client and f.food_id is not null
        group by f.food_id
        order by ${order === 'recent' ? 'last_logged_at desc' : 'times desc, last_logged_at desc'}
        limit :limit`,
      { client: clientId, limit },
    );
    return rows.map((row) => ({
      foodId: row.food_id,
      foodName: row.food_name,
      servingSize: Number(row.serving_size),
      servingUnit: row.serving_unit,
      times: Number(row.times),
      lastLoggedAt: new Date(row.last_logged_at),
    }));
  }

  /** Entries logged by the business's clients from `from` on. */
  async countSince(tenant: TenantScope, from: string): Promise<number> {
    const rows = await this.sql<{ count: string }[]>(
      tenant,
      `select count(*) as count from food_log f join clients c on c.id = f.client_id where c.coach_id = :tenant and ${OWN_CLIENT} and f.log_date >= :from`,
      { from },
    );
    return Number(rows[0]?.count ?? 0);
  }

  /**
   * For each client of the business with a calorie goal, the days from `from` to `to` whose logged calories were
   * within 10 % of the goal in effect that day. Raw SQL: one grouped read for the whole business (stats card).
   */
  async daysOnTargetPerClient(tenant: TenantScope, from: string, to: string): Promise<{ clientId: string; daysOnTarget: number }[]> {
    const rows = await this.sql<{ client_id: string; days_on_target: string }[]>(
      tenant,
      `select c.id as client_id,
              count(d.log_date) filter (where g.daily_calories > 0 and abs(d.calories - g.daily_calories) <= g.daily_calories * 0.1) as days_on_target
         from clients c
         join lateral (select 1 from client_macro_goals m where m.client_id = c.id and m.is_active and m.effective_date <= :to limit 1) has_goal on true
         left join (select f.client_id, f.log_date, sum(f.actual_calories) as calories from food_log f
                     where f.log_date between :from and :to group by f.client_id, f.log_date) d on d.client_id = c.id
         left join lateral (select daily_calories from client_macro_goals m
                             where m.client_id = c.id and m.is_active and m.effective_date <= d.log_date
                             order by m.effective_date desc, m.created_at desc limit 1) g on true
        where c.coach_id = :tenant and ${OWN_CLIENT}
        group by c.id`,
      { from, to },
    );
    return rows.map((row) => ({ clientId: row.client_id, daysOnTarget: Number(row.days_on_target) }));
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<FoodLogEntry[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { logDate: 'asc', createdAt: 'asc', id: 'asc' } });
  }
}

function isoDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
