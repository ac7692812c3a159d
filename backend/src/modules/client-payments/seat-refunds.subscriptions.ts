import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { SeatRefundsService } from './seat-refunds.service';

/** Which scheduling and payment events give a paid seat's money back (each subscriber its own job, idempotent). */
@Injectable()
export class SeatRefundsSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly refunds: SeatRefundsService,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('meeting_participant_left', 'refund-ended-seat', ({ payload }) =>
      this.refunds.seatEnded({ businessId: payload.businessId }, payload.participantId),
    );
    this.events.subscribe('meeting_cancelled', 'refund-cancelled-session-seats', ({ payload }) =>
      this.refunds.sessionCancelled({ businessId: payload.businessId }, payload.meetingId),
    );
    this.events.subscribe('payment_received', 'refund-payment-for-ended-seat', async ({ payload }) => {
      if (payload.kind === 'client_payment') await this.refunds.paymentReceived({ businessId: payload.businessId }, payload.paymentId);
    });
  }
}
