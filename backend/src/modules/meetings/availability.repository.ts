import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { BookingSettings } from './entities/booking-settings.entity';
import { CalendarAvailability } from './entities/calendar-availability.entity';

export type NewAvailabilityWindow = Omit<RequiredEntityData<CalendarAvailability>, 'coach' | 'businessId'>;

/** The one place calendar_availability is queried: the coach's weekly working hours. */
@Injectable()
export class AvailabilityRepository extends TenantRepository<CalendarAvailability> {
  constructor(em: EntityManager) {
    super(em, CalendarAvailability);
  }

  /** Whether the business has working hours, and whether one of its periods has a price (a kind of session to book). */
  async setupFacts(tenant: TenantScope): Promise<{ workingHours: boolean; pricedTypes: boolean }> {
    const [workingHours, pricedTypes] = await Promise.all([
      this.exists(tenant, { isActive: true }),
      this.exists(tenant, { isActive: true, price: { $ne: null } }),
    ]);
    return { workingHours, pricedTypes };
  }

  /** The week, Sunday first, each day's periods in time order. */
  list(tenant: TenantScope): Promise<CalendarAvailability[]> {
    return this.find(tenant, {}, { orderBy: { dayOfWeek: 'asc', startTime: 'asc', id: 'asc' } });
  }

  /** The active periods (what clients can book). */
  active(tenant: TenantScope): Promise<CalendarAvailability[]> {
    return this.find(tenant, { isActive: true }, { orderBy: { dayOfWeek: 'asc', startTime: 'asc', id: 'asc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<CalendarAvailability | null> {
    return this.findOne(tenant, { id });
  }

  /** Replaces the whole week (in the caller's transaction): the old periods go, these are staged. */
  async replace(tenant: TenantScope, windows: NewAvailabilityWindow[]): Promise<CalendarAvailability[]> {
    await this.delete(tenant, {});
    return windows.map((window) => this.create(tenant, { ...window, businessId: tenant.businessId } as RequiredEntityData<CalendarAvailability>));
  }
}

/** The one place booking_settings is queried: one row per business. */
@Injectable()
export class BookingSettingsRepository extends TenantRepository<BookingSettings> {
  constructor(em: EntityManager) {
    super(em, BookingSettings);
  }

  settingsOf(tenant: TenantScope): Promise<BookingSettings | null> {
    return this.findOne(tenant, {});
  }

  /**
   * Sets the notice period: one statement that inserts the business's row or updates it, so two first saves at once
   * leave one row (the unique coach_id).
   */
  async save(tenant: TenantScope, noticeHours: number): Promise<void> {
    await this.sql(
      tenant,
      `insert into booking_settings (id, coach_id, notice_hours, updated_at) values (gen_random_uuid(), :tenant, :noticeHours, now())
       on conflict (coach_id) do update set notice_hours = excluded.notice_hours, updated_at = now()`,
      { noticeHours },
      'run',
    );
  }
}
