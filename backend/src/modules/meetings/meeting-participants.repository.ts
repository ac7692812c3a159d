import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ParticipantStatus } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { Meeting } from './entities/meeting.entity';
import { MeetingParticipant } from './entities/meeting-participant.entity';

/** The people of the business's meetings (`meeting.coach`); a client user reaches only their own rows. */
@Injectable()
export class MeetingParticipantsRepository extends TenantRepository<MeetingParticipant> {
  constructor(em: EntityManager) {
    super(em, MeetingParticipant);
  }

  /** Invites a client of the business to a meeting the caller found in this tenant (saved with the next flush). */
  invite(tenant: TenantScope, meeting: Meeting, client: Client, status: ParticipantStatus = 'invited'): MeetingParticipant {
    return this.create(tenant, { meeting, participant: client, participantType: 'client', status, joinedAt: status === 'invited' ? null : new Date() });
  }

  /** A new participant row in `status` (saved with the next flush; the (meeting, participant) key refuses a second). */
  add(
    tenant: TenantScope,
    meeting: Meeting,
    client: Client,
    fields: Partial<Pick<MeetingParticipant, 'status' | 'waitlistedAt' | 'joinedAt' | 'price' | 'paymentStatus'>>,
  ): MeetingParticipant {
    return this.create(tenant, { meeting, participant: client, participantType: 'client', ...fields });
  }

  /** The client's row in a meeting, locked until the transaction ends. */
  async lockOf(tenant: TenantScope, meetingId: string, clientId: string): Promise<MeetingParticipant | null> {
    const row = await this.lock(tenant, { meeting: meetingId, participant: clientId });
    if (row) await this.populate([row], ['participant']);
    return row;
  }

  /** A participant row of a meeting, locked until the transaction ends (a client user's tenant finds only their own). */
  async lockById(tenant: TenantScope, meetingId: string, id: string): Promise<MeetingParticipant | null> {
    const row = await this.lock(tenant, { id, meeting: meetingId });
    if (row) await this.populate([row], ['participant', 'meeting']);
    return row;
  }

  /**
   * The next person on a meeting's waitlist (the earliest to join it), locked; rows another transaction is promoting
   * right now are skipped, so two seats freed at once go to two different people.
   */
  async lockNextWaitlisted(tenant: TenantScope, meetingId: string): Promise<MeetingParticipant | null> {
    const [row] = await this.qb(tenant, 'p', 'write')
      .where({ meeting: meetingId, status: 'waitlisted' })
      .orderBy({ waitlistedAt: 'asc', id: 'asc' })
      .limit(1)
      .setLockMode(LockMode.PESSIMISTIC_PARTIAL_WRITE)
      .getResult();
    if (row) await this.populate([row], ['participant']);
    return row ?? null;
  }

  /** Every participant of a meeting (the business's view): seated first, then the waitlist in order, then those who left. */
  listOf(tenant: TenantScope, meetingId: string): Promise<MeetingParticipant[]> {
    return this.find(tenant, { meeting: meetingId }, { populate: ['participant'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A client's rows that still count (invited, registered or waitlisted), with their meeting ids. */
  activeOf(tenant: TenantScope, clientId: string): Promise<MeetingParticipant[]> {
    return this.find(tenant, { participant: clientId, status: { $in: ['invited', 'registered', 'waitlisted'] } });
  }

  /** A client's rows in these meetings. */
  ofClientIn(tenant: TenantScope, clientId: string, meetingIds: string[]): Promise<MeetingParticipant[]> {
    if (!meetingIds.length) return Promise.resolve([]);
    return this.find(tenant, { participant: clientId, meeting: { $in: meetingIds } });
  }

  /**
   * Waitlist positions (1 is next) of these rows: how many of the meeting's waitlisted rows joined it no later. Counted
   * over the whole waitlist, which a client user's own scope cannot read row by row, hence SQL bound to the business.
   */
  async waitlistPositions(tenant: TenantScope, participantIds: string[]): Promise<Map<string, number>> {
    if (!participantIds.length) return new Map();
    const rows = await this.sql<{ id: string; position: number }[]>(
      tenant,
      `select mine.id, (select count(*)::int from meeting_participants other
                          where other.meeting_id = mine.meeting_id and other.status = 'waitlisted'
                            and (other.waitlisted_at, other.id) <= (mine.waitlisted_at, mine.id)) as position
       from meeting_participants mine join meetings m on m.id = mine.meeting_id and m.coach_id = :tenant
       where mine.id = any(string_to_array(:ids, ',')::uuid[]) and mine.status = 'waitlisted'`,
      { ids: participantIds.join(',') },
    );
    return new Map(rows.map((row) => [row.id, row.position]));
  }

  /**
   * Marks the session's seated participants (invited or registered) who were not asked yet as asked for feedback, and
   * answers them with their client: one conditional update, so of any number of workers running the same request each
   * participant is claimed once.
   */
  async claimFeedbackRequests(tenant: TenantScope, meetingId: string, now: Date): Promise<{ id: string; clientId: string }[]> {
    const rows = await this.sql<{ id: string; participant_id: string }[]>(
      tenant,
      `update meeting_participants p set feedback_requested_at = :now
       from meetings m
       where p.meeting_id = :meetingId and m.id = p.meeting_id and m.coach_id = :tenant
         and p.status in ('invited', 'registered') and p.feedback_requested_at is null
       returning p.id, p.participant_id`,
      { meetingId, now },
    );
    return rows.map((row) => ({ id: row.id, clientId: row.participant_id }));
  }

  /** A seat whose price was owed is paid: one conditional update (a repeated confirmation changes nothing). */
  async markSeatPaid(tenant: TenantScope, participantId: string): Promise<void> {
    await this.sql(
      tenant,
      `update meeting_participants p set payment_status = 'paid', held_until = null from meetings m
        where p.id = :participantId and m.id = p.meeting_id and m.coach_id = :tenant and p.payment_status = 'pending'`,
      { participantId },
    );
  }

  /**
   * Unpaid seats whose hold has run out, in sessions still to come, oldest first: what the minute's pass gives back.
   * @crossTenant The pass serves every business; each seat is then changed in its own business's scope.
   */
  async expiredHolds(now: Date, limit: number): Promise<{ id: string; meetingId: string; businessId: string }[]> {
    const rows = await this.acrossTenants.sql<{ id: string; meeting_id: string; coach_id: string }[]>(
      `select p.id, p.meeting_id, m.coach_id from meeting_participants p join meetings m on m.id = p.meeting_id
        where p.held_until is not null and p.held_until <= :now and p.status = 'registered' and p.payment_status = 'pending'
          and m.status = 'scheduled' and m.scheduled_at > :now
        order by p.held_until, p.id limit :limit`,
      { now, limit },
    );
    return rows.map((row) => ({ id: row.id, meetingId: row.meeting_id, businessId: row.coach_id }));
  }

  /** A paid seat's payment went back: shown as refunded (a repeat changes nothing). */
  async markSeatRefunded(tenant: TenantScope, participantId: string): Promise<void> {
    await this.sql(
      tenant,
      `update meeting_participants p set payment_status = 'refunded' from meetings m
        where p.id = :participantId and m.id = p.meeting_id and m.coach_id = :tenant and p.payment_status = 'paid'`,
      { participantId },
    );
  }

  /** One participant row with its session (any status), for deciding about its payment. */
  findWithMeeting(tenant: TenantScope, participantId: string): Promise<MeetingParticipant | null> {
    return this.findOne(tenant, { id: participantId }, { populate: ['meeting'] }) as Promise<MeetingParticipant | null>;
  }

  /** Every participant row of a session (ids). */
  async idsOf(tenant: TenantScope, meetingId: string): Promise<string[]> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `select p.id from meeting_participants p join meetings m on m.id = p.meeting_id where p.meeting_id = :meetingId and m.coach_id = :tenant`,
      { meetingId },
    );
    return rows.map((row) => row.id);
  }

  /** The client's seated row (invited or registered) in a meeting, with the meeting: who may rate it. */
  async seatedOf(tenant: TenantScope, meetingId: string, clientId: string): Promise<MeetingParticipant | null> {
    return this.findOne(
      tenant,
      { meeting: meetingId, participant: clientId, status: { $in: ['invited', 'registered'] } },
      { populate: ['meeting', 'participant'] },
    );
  }

  /** Every seat the client had in a meeting or group session, with its meeting, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<MeetingParticipant[]> {
    return this.find(tenant, { participant: clientId }, { populate: ['meeting'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
