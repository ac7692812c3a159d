import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientHabit } from './entities/client-habit.entity';
import type { HabitTemplate } from './entities/habit-template.entity';

/**
 * The one place client_habits is queried. The entity is `@TenantOwned('coach', { client: 'client' })`: `coach`
 * repeats the client's business, and a client user reaches only their own habits.
 */
@Injectable()
export class ClientHabitsRepository extends TenantRepository<ClientHabit> {
  constructor(em: EntityManager) {
    super(em, ClientHabit);
  }

  /**
   * Copies the template (found in the tenant) to each client of the tenant that does not have it active yet (partial
   * unique index: assigning twice, even at once, gives one). Answers the ids inserted. Raw SQL: `on conflict do
   * nothing` over a batch.
   */
  async insertMissing(tenant: TenantScope, template: HabitTemplate, clientIds: string[], startDate: string, reminderTime: string | null): Promise<string[]> {
    if (!clientIds.length) return [];
    const params: Record<string, unknown> = {
      template: template.id,
      name: template.name,
      description: template.description ?? null,
      category: template.category,
      frequency: template.frequency,
      targetValue: template.targetValue ?? null,
      unit: template.unit ?? null,
      trackingType: template.trackingType,
      startDate,
      reminderTime,
      reminderEnabled: reminderTime !== null,
    };
    const values = clientIds.map((clientId, index) => {
      params[`client${index}`] = clientId;
      return `(gen_random_uuid(), :tenant, :client${index}, :template, :name, :description, :category, :frequency, :targetValue, :unit, :trackingType,
               :startDate, true, 0, 0, 0, :reminderTime, :reminderEnabled, now(), now())`;
    });
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `insert into client_habits (id, coach_id, client_id, habit_template_id, custom_name, custom_description, category, frequency, target_value, unit, tracking_type,
                                  start_date, is_active, streak, longest_streak, total_completions, reminder_time, reminder_enabled, created_at, updated_at)
       values ${values.join(', ')}
       on conflict (client_id, habit_template_id) where is_active and habit_template_id is not null do nothing returning id`,
      params,
    );
    return rows.map((row) => row.id);
  }

  /**
   * A page of the client's habits (the active ones unless `all`), oldest first, with their templates; null when the
   * cursor is none of them.
   */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }, all = false): Promise<CursorPage<ClientHabit> | null> {
    return this.findAfter(tenant, { client: clientId, ...(all ? {} : { isActive: true }) }, page, { by: ['createdAt'], direction: 'asc' }, ['habitTemplate']);
  }

  findForClient(tenant: TenantScope, clientId: string, id: string): Promise<ClientHabit | null> {
    return this.findOne(tenant, { id, client: clientId }, { populate: ['habitTemplate'] });
  }

  findInTenant(tenant: TenantScope, id: string): Promise<ClientHabit | null> {
    return this.findOne(tenant, { id }, { populate: ['habitTemplate'] });
  }

  /**
   * Locks the habit's row for the rest of the transaction and answers it as stored, so check-offs of one habit
   * recompute its figures one at a time.
   */
  lockHabit(tenant: TenantScope, habit: ClientHabit): Promise<ClientHabit | null> {
    return this.lock(tenant, { id: habit.id });
  }

  /** Every habit of the client, active or not, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ClientHabit[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
