import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsRepository } from './meetings.repository';
import { WaitlistPromotion } from './waitlist-promotion.service';

/** How many expired holds one pass gives back (the next minute's pass takes the rest). */
const PASS_SIZE = 200;

/**
 * The minute's pass over unpaid seats: a seat a client took in a paid session and did not pay within its hold goes
 * back (removed, `meeting_participant_left` by `hold_expired`) and to the first person waiting. Each seat is re-checked
 * under its row lock, so two workers running the pass at once, or a payment landing meanwhile, give nothing back twice.
 * A payment that goes through after its seat went back is refunded (SeatRefundsService).
 */
@Injectable()
export class SeatHoldsService {
  private readonly logger = new Logger(SeatHoldsService.name);

  constructor(
    private readonly participants: MeetingParticipantsRepository,
    private readonly meetings: MeetingsRepository,
    private readonly promotion: WaitlistPromotion,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /** Answers how many seats went back. */
  async releaseExpired(now: Date = new Date()): Promise<number> {
    let released = 0;
    for (const hold of await this.participants.expiredHolds(now, PASS_SIZE)) {
      const business = { businessId: hold.businessId };
      const done = await this.uow.transaction(async () => {
        const row = await this.participants.lockById(business, hold.meetingId, hold.id);
        if (!row || row.status !== 'registered' || row.paymentStatus !== 'pending' || !row.heldUntil || row.heldUntil > now) return false;
        Object.assign(row, { status: 'removed', leftAt: now, heldUntil: null });
        this.events.record('meeting_participant_left', {
          businessId: hold.businessId,
          meetingId: hold.meetingId,
          clientId: row.participant.id,
          participantId: row.id,
          removedBy: 'hold_expired',
        });
        await this.uow.save();
        await this.meetings.releaseSeat(business, hold.meetingId);
        await this.promotion.promoteNext(business, hold.meetingId, now);
        return true;
      });
      if (done) released += 1;
    }
    if (released) this.logger.log(`${released} unpaid seat(s) given back`);
    return released;
  }
}
