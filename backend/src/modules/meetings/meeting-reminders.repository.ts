import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { MeetingReminder, type ReminderKind } from './entities/meeting-reminder.entity';

/** The reminders that went out (`meeting.coach`): what makes a reminder go once. */
@Injectable()
export class MeetingRemindersRepository extends TenantRepository<MeetingReminder> {
  constructor(em: EntityManager) {
    super(em, MeetingReminder);
  }

  /**
   * Records that this reminder goes to this person, unless it already went: true when this call recorded it (and so
   * must send it). One insert that skips an existing (meeting, kind, start, person): of any number of workers trying
   * at once, exactly one gets true, the others wait for its commit and get false.
   */
  async claim(
    tenant: TenantScope,
    fields: { meetingId: string; kind: ReminderKind; scheduledFor: Date; recipientId: string; recipientEmail: string; emailKey: string },
  ): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `insert into meeting_reminders (id, meeting_id, kind, scheduled_for, recipient_id, recipient_email, email_key, created_at)
       select gen_random_uuid(), m.id, :kind, :scheduledFor, :recipientId, :recipientEmail, :emailKey, now()
       from meetings m where m.id = :meetingId and m.coach_id = :tenant
       on conflict (meeting_id, kind, scheduled_for, recipient_id) do nothing
       returning id`,
      fields,
    );
    return rows.length === 1;
  }

  /** The reminders of a meeting that went out (oldest first). */
  listOf(tenant: TenantScope, meetingId: string): Promise<MeetingReminder[]> {
    return this.find(tenant, { meeting: meetingId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
