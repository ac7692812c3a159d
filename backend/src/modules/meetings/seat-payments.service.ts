import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_PAYMENT_MESSAGES } from '@coachcore/domain';
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
}
