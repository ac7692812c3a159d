import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_PAYMENT_MESSAGES, SEATED_STATUSES, type SeatEnding } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { MeetingParticipantsRepository } from './meeting-participants.repository';

/** A client's seat in a paid group session, as the payments module charges it. */
export interface OwedSeat {
  participantId: string;
  meetingId: string;
  title: string;
  price: number;
}

/**
 * What the payments module asks of group sessions (the seat a client pays for, and the seat once paid), so it never
 * reaches into the meetings tables: the seat is given when the client joins, with the session's price owed.
 */
@Injectable()
export class SeatPaymentsService {
  constructor(private readonly participants: MeetingParticipantsRepository) {}

  /**
   * The client's registered seat in the session (`meetingId` a UUID: the route's pipe checks it) with its price still
   * owed: 404 without a seat, 409 when nothing is owed.
   */
  async owedSeat(tenant: TenantScope, clientId: string, meetingId: string): Promise<OwedSeat> {
    const seat = await this.participants.seatedOf(tenant, meetingId, clientId);
    if (!seat || seat.status !== 'registered') throw new NotFoundException(CLIENT_PAYMENT_MESSAGES.seatNotFound);
    if (seat.paymentStatus !== 'pending' || !seat.price) throw new ConflictException(CLIENT_PAYMENT_MESSAGES.nothingOwed);
    return { participantId: seat.id, meetingId: seat.meeting.id, title: seat.meeting.title, price: seat.price };
  }

  /** The seat's price is paid (a repeat changes nothing). */
  markPaid(tenant: TenantScope, participantId: string): Promise<void> {
    return this.participants.markSeatPaid(tenant, participantId);
  }

  /** The seat's payment went back (a repeat changes nothing). */
  markRefunded(tenant: TenantScope, participantId: string): Promise<void> {
    return this.participants.markSeatRefunded(tenant, participantId);
  }

  /**
   * How a seat ended, if it did, with its session's start and when it ended: null while it is still held in a session
   * that takes place (or for no such seat).
   */
  async endingOf(tenant: TenantScope, participantId: string): Promise<{ ending: SeatEnding; startsAt: Date; endedAt: Date } | null> {
    const seat = await this.participants.findWithMeeting(tenant, participantId);
    if (!seat) return null;
    const startsAt = seat.meeting.scheduledAt;
    if (seat.meeting.status === 'cancelled') return { ending: 'cancelled', startsAt, endedAt: seat.meeting.updatedAt ?? new Date() };
    if (seat.status === 'left') return { ending: 'client_left', startsAt, endedAt: seat.leftAt ?? new Date() };
    if (seat.status === 'removed') return { ending: 'removed', startsAt, endedAt: seat.leftAt ?? new Date() };
    return SEATED_STATUSES.includes(seat.status) ? null : { ending: 'not_seated', startsAt, endedAt: new Date() };
  }

  /** Every seat (participant row) of a session, for the refunds of a cancelled one. */
  seatsOf(tenant: TenantScope, meetingId: string): Promise<string[]> {
    return this.participants.idsOf(tenant, meetingId);
  }
}
