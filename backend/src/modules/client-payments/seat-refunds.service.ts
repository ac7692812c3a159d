import { Injectable, Logger } from '@nestjs/common';
import { SEAT_REFUND_CUTOFF_HOURS, seatRefundDue, toCents, type SeatEnding } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { TenantScope } from '../../common/http/authenticated-request';
import { SeatPaymentsService } from '../meetings/seat-payments.service';
import { ConnectedPaymentsService } from '../payments/connected-payments.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentsRepository } from './client-payments.repository';

/** Why a seat's money went back, for the audit trail (no person here made these refunds: the seat rules did). */
const REFUND_REASONS: Record<SeatEnding, string> = {
  client_left: `the client left the group session ${SEAT_REFUND_CUTOFF_HOURS} hours or more before its start`,
  removed: 'the business took the client off the group session',
  cancelled: 'the group session was cancelled',
  not_seated: 'the payment arrived for a group-session seat no longer held',
};

/**
 * A paid group-session seat's money goes back by itself when the seat ends: the business took the person off or
 * cancelled the session, the client left at least 24 hours before the start, or a payment went through for a seat no
 * longer held (the client left while paying). Each refund gives back what is left of the payment under its row lock,
 * so a redelivered event, or two at once, refunds once.
 */
@Injectable()
export class SeatRefundsService {
  private readonly logger = new Logger(SeatRefundsService.name);

  constructor(
    private readonly seats: SeatPaymentsService,
    private readonly payments: ClientPaymentsRepository,
    private readonly receipts: ClientPaymentReceipts,
    private readonly provider: ConnectedPaymentsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** A participant left or was taken off: refunded when the rule says so. Answers the cents given back. */
  async seatEnded(tenant: TenantScope, participantId: string): Promise<number> {
    const ended = await this.seats.endingOf(tenant, participantId);
    if (!ended || !seatRefundDue(ended.ending, ended.startsAt, ended.endedAt)) return 0;
    return this.refundSeat(tenant, participantId, ended.ending);
  }

  /** A session was cancelled: every paid seat's money goes back. */
  async sessionCancelled(tenant: TenantScope, meetingId: string): Promise<number> {
    let cents = 0;
    for (const participantId of await this.seats.seatsOf(tenant, meetingId)) cents += await this.refundSeat(tenant, participantId, 'cancelled');
    return cents;
  }

  /** A payment went through: if it paid for a seat that had already ended (or was never held), it goes back. */
  async paymentReceived(tenant: TenantScope, paymentId: string): Promise<number> {
    const payment = await this.payments.findById(tenant, paymentId);
    if (!payment?.bookingId || !payment.paidAt) return 0;
    const ended = await this.seats.endingOf(tenant, payment.bookingId);
    if (!ended) return 0;
    // The provider's event time (paidAt) has whole seconds: a seat ended within that second counts as ended first.
    const paidAfterEnding = ended.endedAt.getTime() < payment.paidAt.getTime() + 1000;
    if (!paidAfterEnding && !seatRefundDue(ended.ending, ended.startsAt, ended.endedAt)) return 0;
    return this.refundSeat(tenant, payment.bookingId, paidAfterEnding ? 'not_seated' : ended.ending);
  }

  private async refundSeat(tenant: TenantScope, participantId: string, ending: SeatEnding): Promise<number> {
    let given = 0;
    for (const id of await this.payments.refundableForBooking(tenant, participantId)) {
      given += await this.uow.transaction(async () => {
        const payment = await this.payments.lockById(tenant, id);
        if (!payment?.stripePaymentIntentId || (payment.status !== 'paid' && payment.status !== 'partially_refunded')) return 0;
        const cents = toCents(payment.amount) - toCents(payment.amountRefunded);
        if (cents <= 0) return 0;
        const made = await this.provider.refund({ paymentIntentId: payment.stripePaymentIntentId, amount: cents });
        this.receipts.recordRefund(tenant, payment, { cents, stripeRefundId: made.id }, { by: null, why: REFUND_REASONS[ending] });
        await this.seats.markRefunded(tenant, participantId);
        await this.uow.save();
        this.logger.log(`Seat ${participantId}: payment ${payment.id} refunded (${cents} cents)`);
        return cents;
      });
    }
    return given;
  }
}
