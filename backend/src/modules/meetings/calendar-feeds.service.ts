import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CALENDAR_FEED_MESSAGES, RECURRENCE_LIMITS } from '@coachcore/domain';
import { createHash, randomBytes } from 'node:crypto';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { calendarIcs } from './calendar-ics';
import type { CalendarFeedResponseDto } from './dto/calendar-feed.dto';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { MeetingsRepository } from './meetings.repository';

const DAY = 86_400_000;
/** A feed lists the meetings of the last 90 days and everything ahead. */
const FEED_PAST_DAYS = 90;
/** At most this many meetings (series count once) in one feed. */
const FEED_MAX_MEETINGS = 2000;
/** The URL's file: a 32-byte random token, base64url. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Calendar subscriptions (ICS): a coach's feed lists every meeting of the business, a client's their own. The URL
 * carries a random token whose SHA-256 alone is stored, so it is shown once, when made; rotating makes a new one (the
 * old stops at once) and revoking removes it. The feed needs no session: calendar apps fetch it on their own.
 */
@Injectable()
export class CalendarFeedsService {
  constructor(
    private readonly feeds: CalendarFeedsRepository,
    private readonly meetings: MeetingsRepository,
    private readonly timeZones: UserTimeZonesService,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Whether the signed-in person has a feed (its URL is not kept, so it is not in the answer). */
  async status(tenant: Tenant): Promise<CalendarFeedResponseDto> {
    const feed = await this.feeds.ofOwner(tenant, tenant.actor.id);
    return { active: Boolean(feed), url: null, createdAt: feed?.createdAt.toISOString() ?? null, lastReadAt: feed?.lastReadAt?.toISOString() ?? null };
  }

  /** Makes the person's feed, or gives it a new URL (the old one answers 404 from now on); the answer holds the URL, once. */
  async rotate(tenant: Tenant, now: Date = new Date()): Promise<CalendarFeedResponseDto> {
    const token = randomBytes(32).toString('base64url');
    await this.uow.transaction(async () => {
      const existing = await this.feeds.ofOwner(tenant, tenant.actor.id);
      if (existing) Object.assign(existing, { tokenHash: hashOf(token), createdAt: now, lastReadAt: null });
      else this.feeds.add(tenant, { ownerId: tenant.actor.id, clientId: tenant.clientId ?? null, tokenHash: hashOf(token), createdAt: now });
      await this.uow.save();
    });
    return { active: true, url: `${this.config.appUrl}/api/calendar-feeds/${token}.ics`, createdAt: now.toISOString(), lastReadAt: null };
  }

  /** Removes the person's feed; its URL answers 404 from now on. */
  async revoke(tenant: Tenant): Promise<void> {
    if (!(await this.feeds.removeOf(tenant, tenant.actor.id))) throw new NotFoundException(CALENDAR_FEED_MESSAGES.notFound);
  }

  /** The iCalendar document behind a feed URL's file (`<token>.ics`); an unknown, rotated or revoked token is 404. */
  async render(file: string, now: Date = new Date()): Promise<string> {
    const token = FEED_FILE.exec(file)?.[1];
    const feed = token ? await this.feeds.byTokenHash(hashOf(token)) : null;
    if (!feed) throw new NotFoundException(CALENDAR_FEED_MESSAGES.notFound);
    const businessId = feed.coach.id;
    const clientId = feed.client?.id;
    const tenant: TenantScope = clientId ? { businessId, clientId } : { businessId };
    const zone = (await this.timeZones.of([businessId])).get(businessId) ?? 'UTC';
    const since = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
    const meetings = (await this.meetings.forFeed(tenant, since, FEED_MAX_MEETINGS, clientId)).filter((meeting) => meeting.status !== 'cancelled');
    await this.feeds.touch(tenant, feed.id, now);
    return calendarIcs({
      name: 'CoachCore',
      zone,
      meetings,
      from: since,
      to: new Date(now.getTime() + RECURRENCE_LIMITS.openEndedDays * DAY),
      host: new URL(this.config.appUrl).hostname,
    });
  }
}
