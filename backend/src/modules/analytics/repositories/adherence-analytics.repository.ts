import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { reachableClient, TenantRepository } from '../../../common/tenancy/tenant-repository';
import { ClientWorkout } from '../../workouts/entities/client-workout.entity';
import { MONTHS_CTE, rangeParams, type AnalyticsRange } from '../analytics-range';

export interface AdherenceMonthRow {
  month: string;
  workoutsAssigned: number;
  workoutsCompleted: number;
  workoutsMissed: number;
  mealPlanDays: number;
  mealPlanDaysLogged: number;
  foodEntries: number;
}

/**
 * The adherence chart, by local day of the month. Training: the workouts assigned for its days, completed and missed
 * (a day passed without a log). Nutrition: the client-days covered by an active meal plan up to today, and those on
 * which the client logged food; and the food entries logged.
 */
@Injectable()
export class AdherenceAnalyticsRepository extends TenantRepository<ClientWorkout> {
  constructor(em: EntityManager) {
    super(em, ClientWorkout);
  }

  months(tenant: TenantScope, range: AnalyticsRange): Promise<AdherenceMonthRow[]> {
    return this.sql<AdherenceMonthRow[]>(
      tenant,
      `with ${MONTHS_CTE}
       select mo.month,
              w.assigned as "workoutsAssigned", w.completed as "workoutsCompleted", w.missed as "workoutsMissed",
              n.plan_days as "mealPlanDays", n.logged_days as "mealPlanDaysLogged", f.entries as "foodEntries"
         from months mo
         cross join lateral (
           select count(*)::int as assigned,
                  (count(*) filter (where cw.status = 'completed'))::int as completed,
                  (count(*) filter (where cw.status = 'missed'))::int as missed
             from client_workouts cw
            where cw.coach_id = :tenant and ${reachableClient('cw.client_id')}
              and cw.scheduled_date >= mo.day_start and cw.scheduled_date < mo.day_end
         ) w
         cross join lateral (
           select count(*)::int as plan_days,
                  (count(*) filter (where exists (select 1 from food_log fl where fl.client_id = d.client_id and fl.log_date = d.plan_date)))::int as logged_days
             from (
               select distinct cmp.client_id, plan_day::date as plan_date
                 from client_meal_plans cmp
                 join clients c on c.id = cmp.client_id and c.coach_id = :tenant
                 cross join generate_series(
                   greatest(cmp.start_date, mo.day_start)::timestamp,
                   least(coalesce(cmp.end_date, mo.day_end - 1), mo.day_end - 1, (now() at time zone :timeZone)::date)::timestamp,
                   interval '1 day') as plan_day
                where cmp.is_active and ${reachableClient('cmp.client_id')}
             ) d
         ) n
         cross join lateral (
           select count(*)::int as entries
             from food_log fl
             join clients c on c.id = fl.client_id and c.coach_id = :tenant
            where ${reachableClient('fl.client_id')} and fl.log_date >= mo.day_start and fl.log_date < mo.day_end
         ) f
        order by mo.month`,
      rangeParams(range),
    );
  }
}
