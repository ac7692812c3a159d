import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { HabitReminder } from './entities/habit-reminder.entity';

/** How late a reminder may still go (a worker that was down a few minutes catches up; one down for hours does not). */
export const HABIT_REMINDER_CATCH_UP = '15 minutes';

/** A reminder this pass claimed: the habit, its client and the client's day. */
export interface DueHabitReminder {
  clientHabitId: string;
  clientId: string;
  habitName: string;
  reminderDate: string;
}

/**
 * The habits whose reminder is due at `:at`: active, reminder on, the client linked to a sign-in (whose time zone is
 * the client's day), the reminder time passed less than HABIT_REMINDER_CATCH_UP ago on that day, the day within the
 * habit's dates (a weekly habit: its start's weekday), not reminded of yet, and the day's (or the ISO week's) check-off
 * not done yet.
 */
const dueHabitReminders = (scope: string) => `
  select h.id, h.coach_id, h.client_id, coalesce(h.custom_name, t.name, 'Habit') as habit_name, day.reminder_date
    from client_habits h
    join clients c on c.id = h.client_id and c.is_active
    join users u on u.id = c.user_id
    left join habit_templates t on t.id = h.habit_template_id
    cross join lateral (select (:at::timestamptz at time zone u.time_zone) as local_now) now_local
    cross join lateral (
      select case when now_local.local_now::time >= h.reminder_time::time then now_local.local_now::date
                  else now_local.local_now::date - 1 end as reminder_date
    ) day
   where ${scope} and h.is_active and h.reminder_enabled and h.reminder_time is not null
     and now_local.local_now - (day.reminder_date + h.reminder_time::time) < interval '${HABIT_REMINDER_CATCH_UP}'
     and day.reminder_date >= h.start_date and (h.end_date is null or day.reminder_date <= h.end_date)
     and (h.frequency = 'daily' or extract(isodow from day.reminder_date) = extract(isodow from h.start_date))
     and not exists (select 1 from habit_reminders sent where sent.client_habit_id = h.id and sent.reminder_date = day.reminder_date)
     and not exists (
       select 1 from habit_logs done where done.client_habit_id = h.id and done.completed
          and case when h.frequency = 'weekly'
                   then done.log_date >= date_trunc('week', day.reminder_date)::date and done.log_date < date_trunc('week', day.reminder_date)::date + 7
                   else done.log_date = day.reminder_date end
     )`;

/** The habit reminders that went out (`clientHabit.coach`): what makes a reminder go once a day. */
@Injectable()
export class HabitRemindersRepository extends TenantRepository<HabitReminder> {
  constructor(em: EntityManager) {
    super(em, HabitReminder);
  }

  /**
   * The businesses with a habit reminder due at `at`.
   *
   * @crossTenant The minute's reminder pass sweeps every business; it then claims each one's reminders within its tenant.
   */
  async businessesWithDueReminders(at: Date): Promise<string[]> {
    const rows = await this.acrossTenants.sql<{ coach_id: string }[]>(`select distinct due.coach_id from (${dueHabitReminders('true')}) due`, { at });
    return rows.map((row) => row.coach_id);
  }

  /**
   * Records the business's reminders due at `at` that have not gone out for their day, and answers them. One insert
   * that skips an existing (habit, day): of any number of passes running at once, each reminder is answered by one.
   */
  async claimDue(tenant: TenantScope, at: Date): Promise<DueHabitReminder[]> {
    const rows = await this.sql<{ client_habit_id: string; client_id: string; habit_name: string; reminder_date: string }[]>(
      tenant,
      `with due as (${dueHabitReminders('h.coach_id = :tenant')}),
       claimed as (
         insert into habit_reminders (id, client_habit_id, reminder_date, created_at)
         select gen_random_uuid(), due.id, due.reminder_date, now() from due
         on conflict (client_habit_id, reminder_date) do nothing
         returning client_habit_id, reminder_date
       )
       select due.id as client_habit_id, due.client_id, due.habit_name, to_char(due.reminder_date, 'YYYY-MM-DD') as reminder_date
         from claimed join due on due.id = claimed.client_habit_id and due.reminder_date = claimed.reminder_date`,
      { at },
    );
    return rows.map((row) => ({ clientHabitId: row.client_habit_id, clientId: row.client_id, habitName: row.habit_name, reminderDate: row.reminder_date }));
  }
}
