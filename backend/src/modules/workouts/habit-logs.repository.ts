import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { ClientHabit } from './entities/client-habit.entity';
import { HabitLog } from './entities/habit-log.entity';

/** A day's check-off as the client sends it. */
export interface HabitDay {
  logDate: string;
  completed: boolean;
  actualValue: number | null;
  notes: string | null;
  mood: number | null;
  energy: number | null;
}

/**
 * The one place habit_logs is queried, through the entity. It is `@TenantOwned('clientHabit.coach', { client:
 * 'clientHabit.client' })`: a day is the tenant's when its habit is, and a client user reaches only their own.
 */
@Injectable()
export class HabitLogsRepository extends TenantRepository<HabitLog> {
  constructor(em: EntityManager) {
    super(em, HabitLog);
  }

  /** Every logged day of the habit (a few hundred at most: one row per day). */
  daysOfHabit(tenant: TenantScope, habit: ClientHabit): Promise<HabitLog[]> {
    return this.find(tenant, { clientHabit: habit.id });
  }

  /** A new day of a habit the caller found in the tenant (saved with the next flush). */
  addDay(tenant: TenantScope, habit: ClientHabit, day: HabitDay): HabitLog {
    return this.create(tenant, { clientHabit: habit, ...day });
  }

  /** Completed days per habit of these habits (the live streak of each, as of the client's date). */
  async completedDatesOf(tenant: TenantScope, ids: string[]): Promise<Map<string, string[]>> {
    const byHabit = new Map<string, string[]>(ids.map((id) => [id, []]));
    if (!ids.length) return byHabit;
    const logs = await this.find(tenant, { clientHabit: { $in: ids }, completed: true });
    for (const log of logs) byHabit.get(log.clientHabit.id)?.push(log.logDate);
    return byHabit;
  }

  /** The check-offs of these habits on one day, by habit. */
  async daysOf(tenant: TenantScope, ids: string[], day: string): Promise<Map<string, HabitLog>> {
    if (!ids.length) return new Map();
    const logs = await this.find(tenant, { clientHabit: { $in: ids }, logDate: day });
    return new Map(logs.map((log) => [log.clientHabit.id, log]));
  }

  /** Every logged day of every habit of the client, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<HabitLog[]> {
    return this.find(tenant, { clientHabit: { client: clientId } }, { orderBy: { logDate: 'asc', id: 'asc' } });
  }
}
