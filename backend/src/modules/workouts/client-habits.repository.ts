import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { ClientHabit } from './entities/client-habit.entity';
import type { HabitTemplate } from './entities/habit-template.entity';

/** A day's check-off as the client sends it. */
export interface HabitDay {
  logDate: string;
  completed: boolean;
  actualValue: number | null;
  notes: string | null;
  mood: number | null;
  energy: number | null;
}

/** A day's row as stored, for the client's check-off screen. */
export interface HabitDayRow extends HabitDay {
  clientHabitId: string;
}

/** The one place client_habits and habit_logs are queried; every method takes the tenant first. */
export class ClientHabitsRepository extends EntityRepository<ClientHabit> {
  /**
   * Copies the template to each client that does not have it active yet (partial unique index: assigning twice, even
   * at once, gives one). Answers the ids inserted. Raw SQL: `on conflict do nothing` over a batch.
   */
  async insertMissing(tenant: TenantScope, template: HabitTemplate, clientIds: string[], startDate: string, reminderTime: string | null): Promise<string[]> {
    if (!clientIds.length) return [];
    const values = clientIds.map(() => `(gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, true, 0, 0, 0, ?, ?, now(), now())`);
    const params = clientIds.flatMap((clientId) => [
      tenant.businessId,
      clientId,
      template.id,
      template.name,
      template.description ?? null,
      template.category,
      template.frequency,
      template.targetValue ?? null,
      template.unit ?? null,
      template.trackingType,
      startDate,
      reminderTime,
      reminderTime !== null,
    ]);
    const em = this.getEntityManager();
    const rows = await em.getConnection().execute<{ id: string }[]>(
      `insert into client_habits (id, coach_id, client_id, habit_template_id, custom_name, custom_description, category, frequency, target_value, unit, tracking_type,
                                  start_date, is_active, streak, longest_streak, total_completions, reminder_time, reminder_enabled, created_at, updated_at)
       values ${values.join(', ')}
       on conflict (client_id, habit_template_id) where is_active and habit_template_id is not null do nothing returning id`,
      params,
      'all',
      em.getTransactionContext(),
    );
    return rows.map((row) => row.id);
  }

  /** The client's habits (the active ones unless `all`), oldest first, with their templates. */
  listForClient(tenant: TenantScope, clientId: string, all = false): Promise<ClientHabit[]> {
    return this.find(
      { coach: tenant.businessId, client: clientId, ...(all ? {} : { isActive: true }) },
      { populate: ['habitTemplate'], orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientHabit | null> {
    return this.findOne({ id, coach: tenant.businessId, client: clientId }, { populate: ['habitTemplate'] });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<ClientHabit | null> {
    return this.findOne({ id, coach: tenant.businessId }, { populate: ['habitTemplate'] });
  }

  /** Locks the habit's row for the rest of the transaction, so check-offs of one habit recompute its figures one at a time. */
  async lock(tenant: TenantScope, id: string): Promise<void> {
    const em = this.getEntityManager();
    await em
      .getConnection()
      .execute(`select id from client_habits where id = ? and coach_id = ? for update`, [id, tenant.businessId], 'all', em.getTransactionContext());
  }

  /** Writes the day's check-off (one row per habit and day: a second one for the same day replaces it). */
  async saveDay(clientHabitId: string, day: HabitDay): Promise<void> {
    const em = this.getEntityManager();
    await em.getConnection().execute(
      `insert into habit_logs (id, client_habit_id, log_date, actual_value, completed, notes, mood, energy, created_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, now())
       on conflict (client_habit_id, log_date) do update
         set actual_value = excluded.actual_value, completed = excluded.completed, notes = excluded.notes, mood = excluded.mood, energy = excluded.energy`,
      [clientHabitId, day.logDate, day.actualValue, day.completed, day.notes, day.mood, day.energy],
      'all',
      em.getTransactionContext(),
    );
  }

  /** Every day the habit was completed. */
  async completedDates(clientHabitId: string): Promise<string[]> {
    const em = this.getEntityManager();
    const rows = await em
      .getConnection()
      .execute<{ day: string }[]>(
        `select to_char(log_date, 'YYYY-MM-DD') as day from habit_logs where client_habit_id = ? and completed`,
        [clientHabitId],
        'all',
        em.getTransactionContext(),
      );
    return rows.map((row) => row.day);
  }

  /** Completed days per habit of these habits (the live streak of each, as of the client's date). */
  async completedDatesOf(ids: string[]): Promise<Map<string, string[]>> {
    const byHabit = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHabit;
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<{ client_habit_id: string; day: string }[]>(
        `select client_habit_id, to_char(log_date, 'YYYY-MM-DD') as day from habit_logs where client_habit_id in (?) and completed`,
        [ids],
      );
    for (const row of rows) byHabit.get(row.client_habit_id)?.push(row.day);
    return byHabit;
  }

  /** The check-offs of these habits on one day. */
  async daysOf(ids: string[], day: string): Promise<HabitDayRow[]> {
    if (!ids.length) return [];
    const rows = await this.getEntityManager()
      .getConnection()
      .execute<
        { client_habit_id: string; actual_value: string | null; completed: boolean; notes: string | null; mood: number | null; energy: number | null }[]
      >(`select client_habit_id, actual_value, completed, notes, mood, energy from habit_logs where client_habit_id in (?) and log_date = ?`, [ids, day]);
    return rows.map((row) => ({
      clientHabitId: row.client_habit_id,
      logDate: day,
      completed: row.completed,
      actualValue: row.actual_value === null ? null : Number(row.actual_value),
      notes: row.notes,
      mood: row.mood,
      energy: row.energy,
    }));
  }
}
