import { Inject, Injectable } from '@nestjs/common';
import { SEAT_HOLD_MINUTES, toZonedLocalInput } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import type { Client } from '../clients/entities/client.entity';
import { NotificationsService } from '../notifications/notifications.service';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import type { Meeting } from './entities/meeting.entity';
import { MeetingParticipantsRepository } from './meeting-participants.repository';
import { MeetingsRepository } from './meetings.repository';

/** What a seat owes when it is given: a paid session's price (pending), held for a client who took it themselves. */
export function seatTerms(
  meeting: Meeting,
  now: Date,
  takenBy: 'client' | 'business',
): { price: number | null; paymentStatus: string | null; heldUntil: Date | null } {
  const price = meeting.price ?? null;
  if (price === null || price <= 0) return { price: null, paymentStatus: null, heldUntil: null };
  return { price, paymentStatus: 'pending', heldUntil: takenBy === 'client' ? new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000) : null };
}

/**
 * Gives a freed seat to the first person on the waitlist (a client leaving, the business taking someone off, an unpaid
 * hold running out): their row is locked (skipping one another transaction is promoting), the seat taken by the same
 * conditional update as a join, and the e-mail staged with the event. In the caller's transaction.
 */
@Injectable()
export class WaitlistPromotion {
  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly notifications: NotificationsService,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async promoteNext(business: TenantScope, meetingId: string, now: Date): Promise<void> {
    const next = await this.participants.lockNextWaitlisted(business, meetingId);
    if (!next) return;
    if (!(await this.meetings.takeSeat(business, meetingId))) return;
    const meeting = (await this.meetings.reload(business, meetingId))!;
    Object.assign(next, { status: 'registered', joinedAt: now, waitlistedAt: null, ...seatTerms(meeting, now, 'client') });
    const emailKey = `waitlist-promoted:${next.id}:${now.getTime()}`;
    const client = next.participant as Client;
    const zone = await this.clientZone(client);
    this.notifications.stageWaitlistPromotedEmail(emailKey, client.email, {
      firstName: client.firstName,
      sessionTitle: meeting.title,
      startsAt: `${toZonedLocalInput(meeting.scheduledAt, zone).replace('T', ' ')} (${zone})`,
      url: `${this.config.appUrl}/client/meetings`,
    });
    this.events.record('meeting_waitlist_promoted', {
      businessId: business.businessId,
      meetingId,
      clientId: client.id,
      participantId: next.id,
      emailKey,
    });
    await this.uow.save();
  }

  private async clientZone(client: Client): Promise<string> {
    const userId = client.user?.id;
    return (userId && (await this.timeZones.of([userId])).get(userId)) || 'UTC';
  }
}
