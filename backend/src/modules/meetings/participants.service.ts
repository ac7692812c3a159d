import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, MEETING_MESSAGES, SCHEDULING_MESSAGES, SEATED_STATUSES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { ClientsService } from '../clients/clients.service';
import { MessagingService } from '../messaging/messaging.service';
import type { Client } from '../clients/entities/client.entity';
import {
  toClientMeetingResponse,
  toParticipantResponse,
  type AddParticipantDto,
  type ClientMeetingResponseDto,
  type ListClientMeetingsQuery,
  type ListGroupSessionsQuery,
  type ParticipantResponseDto,
} from './dto/scheduling.dto';
import type { Meeting } from './entities/meeting.entity';
import { MeetingOccurrencesService } from './meeting-occurrences.service';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsRepository } from './meetings.repository';
import { seatTerms, WaitlistPromotion } from './waitlist-promotion.service';

/**
 * Group sessions' seats and waitlists, and a client's own meetings. A seat is taken by one conditional update of the
 * session's count (so the last seat goes to one person however many ask at once); a full session takes people on its
 * waitlist, and a seat given back goes at once, in the same transaction, to the first person waiting, who is told by
 * e-mail through the notification outbox.
 */
@Injectable()
export class ParticipantsService {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly clients: ClientsService,
    private readonly messaging: MessagingService,
    private readonly promotion: WaitlistPromotion,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    private readonly occurrences: MeetingOccurrencesService,
  ) {}

  /** The people of a session (the business's view). */
  async list(tenant: Tenant, meetingId: string): Promise<ParticipantResponseDto[]> {
    await this.findMeeting(tenant, meetingId);
    return (await this.participants.listOf(tenant, meetingId)).map(toParticipantResponse);
  }

  /**
   * Adds a client to a group session: the business names `clientId`, a client joins themselves. A free seat makes
   * them registered (with the session's price owed, payment pending); a full session answers 409 unless `waitlist`,
   * which puts them at the end of its waitlist.
   */
  async add(tenant: Tenant, meetingId: string, dto: AddParticipantDto, now: Date = new Date()): Promise<ParticipantResponseDto> {
    const clientId = this.whoJoins(tenant, dto);
    const client = await this.findClient(tenant, clientId);
    try {
      const joined = await this.uow.transaction(async () => {
        const meeting = await this.findMeeting(tenant, meetingId);
        if (meeting.type !== 'group_session') throw new ConflictException(SCHEDULING_MESSAGES.notGroupSession);
        if (meeting.status !== 'scheduled' || meeting.scheduledAt <= now) throw new ConflictException(SCHEDULING_MESSAGES.sessionClosed);
        const existing = await this.participants.lockOf(tenant, meeting.id, client.id);
        if (existing && SEATED_STATUSES.includes(existing.status)) throw new ConflictException(SCHEDULING_MESSAGES.alreadyRegistered);
        if (existing?.status === 'waitlisted') throw new ConflictException(SCHEDULING_MESSAGES.alreadyWaitlisted);
        const seated = await this.meetings.takeSeat(tenant, meeting.id);
        if (!seated && !dto.waitlist) throw new ConflictException(SCHEDULING_MESSAGES.sessionFull);
        const fields = seated
          ? {
              status: 'registered' as const,
              joinedAt: now,
              waitlistedAt: null,
              leftAt: null,
              ...seatTerms(meeting, now, tenant.clientId ? 'client' : 'business'),
            }
          : { status: 'waitlisted' as const, joinedAt: null, waitlistedAt: now, leftAt: null, price: null, paymentStatus: null, heldUntil: null };
        const row = existing ? Object.assign(existing, fields) : this.participants.add(tenant, meeting, client, fields);
        this.events.record('meeting_participant_joined', {
          businessId: tenant.businessId,
          meetingId: meeting.id,
          clientId: client.id,
          participantId: row.id,
          status: fields.status,
        });
        await this.uow.save();
        return toParticipantResponse(row);
      });
      this.messaging.scheduleChanged(tenant.businessId);
      return joined;
    } catch (error) {
      // The same client asking twice at once: the (meeting, participant) key lets one row in.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(SCHEDULING_MESSAGES.alreadyRegistered);
      throw error;
    }
  }

  /**
   * Takes a participant off a session (the business anyone, a client only themselves): their seat goes to the first
   * person on the waitlist, if any, in the same transaction. Leaving the waitlist frees nothing.
   */
  async remove(tenant: Tenant, meetingId: string, participantId: string, now: Date = new Date()): Promise<void> {
    const byClient = Boolean(tenant.clientId);
    await this.uow.transaction(async () => {
      await this.findMeeting(tenant, meetingId);
      const row = isUuid(participantId) ? await this.participants.lockById(tenant, meetingId, participantId) : null;
      if (!row || row.status === 'left' || row.status === 'removed') throw new NotFoundException(SCHEDULING_MESSAGES.participantNotFound);
      const seated = SEATED_STATUSES.includes(row.status);
      Object.assign(row, { status: byClient ? 'left' : 'removed', leftAt: now, heldUntil: null });
      this.events.record('meeting_participant_left', {
        businessId: tenant.businessId,
        meetingId,
        clientId: row.participant.id,
        participantId: row.id,
        removedBy: byClient ? 'client' : 'business',
      });
      await this.uow.save();
      if (seated) {
        await this.meetings.releaseSeat(tenant, meetingId);
        await this.promotion.promoteNext({ businessId: tenant.businessId }, meetingId, now);
      }
    });
    this.messaging.scheduleChanged(tenant.businessId);
  }

  /** The signed-in client's own meetings: theirs one-on-one and the sessions they joined or wait for. */
  async clientMeetings(tenant: Tenant, query: ListClientMeetingsQuery, now: Date = new Date()): Promise<Page<ClientMeetingResponseDto>> {
    const clientId = tenant.clientId!;
    const rows = await this.participants.activeOf(tenant, clientId);
    const page = await this.meetings.clientPage(
      tenant,
      clientId,
      rows.map((row) => row.meeting.id),
      { page: query.page, limit: query.limit, timeframe: query.timeframe },
      now,
    );
    return this.withOwnRows(tenant, clientId, page);
  }

  /** The business's upcoming group sessions, each with the signed-in client's place in it. */
  async groupSessions(tenant: Tenant, query: ListGroupSessionsQuery, now: Date = new Date()): Promise<Page<ClientMeetingResponseDto>> {
    const page = await this.meetings.upcomingGroupSessions(tenant, query, now);
    return this.withOwnRows(tenant, tenant.clientId!, page);
  }

  private async withOwnRows(tenant: Tenant, clientId: string, page: Page<Meeting>): Promise<Page<ClientMeetingResponseDto>> {
    const own = await this.participants.ofClientIn(
      tenant,
      clientId,
      page.items.map((meeting) => meeting.id),
    );
    const byMeeting = new Map(own.map((row) => [row.meeting.id, row]));
    const nextStarts = await this.occurrences.nextStarts(tenant, page.items);
    const positions = await this.participants.waitlistPositions(
      tenant,
      own.filter((row) => row.status === 'waitlisted').map((row) => row.id),
    );
    return page.map((meeting) => {
      const row = byMeeting.get(meeting.id) ?? null;
      return toClientMeetingResponse(meeting, row, row ? (positions.get(row.id) ?? null) : null, nextStarts.get(meeting.id) ?? null);
    });
  }

  /** The client who joins: a client user themselves (no clientId), the business's choice otherwise. */
  private whoJoins(tenant: Tenant, dto: AddParticipantDto): string {
    if (tenant.clientId) {
      if (dto.clientId !== undefined && dto.clientId !== tenant.clientId)
        throw new ValidationFailedException([{ field: 'clientId', message: SCHEDULING_MESSAGES.clientJoinsSelf }]);
      return tenant.clientId;
    }
    if (!dto.clientId) throw new ValidationFailedException([{ field: 'clientId', message: SCHEDULING_MESSAGES.clientIdRequired }]);
    return dto.clientId;
  }

  private async findClient(tenant: TenantScope, clientId: string): Promise<Client> {
    if (!isUuid(clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return this.clients.findOrFail(tenant, clientId);
  }

  /** The meeting in the business; to a client, only a group session or their own meeting exists. */
  private async findMeeting(tenant: TenantScope, id: string): Promise<Meeting> {
    const meeting = await this.meetings.findById(tenant, id);
    const visible = meeting && (!tenant.clientId || meeting.type === 'group_session' || meeting.client?.id === tenant.clientId);
    if (!visible) throw new NotFoundException(MEETING_MESSAGES.notFound);
    return meeting;
  }
}
