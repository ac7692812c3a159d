import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PLATFORM_LABELS, REVIEW_PLATFORMS, satisfactionOutOfTen, type ReviewPlatform } from '@coachcore/domain';
import { UnitOfWork } from '../../../common/database/unit-of-work';
import type { DomainEvent } from '../../../common/events/domain-event-map';
import { DomainEvents } from '../../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../../common/http/authenticated-request';
import { isUuid } from '../../../common/http/id-param.pipe';
import type { Page } from '../../../common/http/pagination';
import { signedInClientId } from '../../../common/http/signed-in-client';
import { AppConfig } from '../../../config/app-config';
import { JobQueue } from '../../../infra/queues/job-queue.service';
import type { Client } from '../../clients/entities/client.entity';
import { NotificationsService } from '../../notifications/notifications.service';
import { UserReviewSettingsService, type ReviewSettingsFields } from '../../users/user-review-settings.service';
import { MeetingParticipantsRepository } from '../meeting-participants.repository';
import { MeetingsRepository } from '../meetings.repository';
import { SessionFeedbackRepository } from '../session-feedback.repository';
import { fromReviewSettingsDto, toReviewSettingsResponse, type ReviewSettingsDto, type ReviewSettingsResponseDto } from './review-settings.dto';
import {
  toClientSessionFeedback,
  toSessionFeedbackResponse,
  type ClientSessionFeedbackDto,
  type ListSessionFeedbackQuery,
  type RecordReviewDto,
  type ReviewLinkDto,
  type SessionFeedbackResponseDto,
  type SubmitSessionFeedbackDto,
} from './session-feedback.dto';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** The satisfaction trend compares the last 30 days with all feedback before them. */
const TREND_DAYS = 30;

/** The delayed job asking a completed session's participants for feedback: one per session. */
export const feedbackJobId = (meetingId: string): string => `feedback.${meetingId}`;
/** The e-mail outbox key of a participant's feedback request: one e-mail per participant and session. */
export const feedbackEmailKey = (participantId: string): string => `session-feedback:${participantId}`;

const REVIEW_URL_OF: Record<ReviewPlatform, keyof ReviewSettingsFields> = {
  google: 'googleMyBusinessUrl',
  facebook: 'facebookPageUrl',
  yelp: 'yelpBusinessUrl',
};

/** The configured review pages, in the order Google, Facebook, Yelp. */
function reviewLinksOf(settings: ReviewSettingsFields | null): ReviewLinkDto[] {
  if (!settings) return [];
  return REVIEW_PLATFORMS.flatMap((platform) => {
    const url = settings[REVIEW_URL_OF[platform]];
    return typeof url === 'string' && url ? [{ platform, label: REVIEW_PLATFORM_LABELS[platform], url }] : [];
  });
}

/**
 * Review & Feedback Settings and session feedback (document 2): when a session is marked completed and auto feedback is
 * on, each participant is asked, `feedbackDelayHours` later, to rate it (a delayed BullMQ job whose claim in the
 * database makes each request go once); a 4–5 star rating leads to a review request on the business's pages, and the
 * ratings make the dashboard's Client Satisfaction.
 */
@Injectable()
export class SessionFeedbackService {
  private readonly logger = new Logger(SessionFeedbackService.name);

  constructor(
    private readonly meetings: MeetingsRepository,
    private readonly participants: MeetingParticipantsRepository,
    private readonly feedback: SessionFeedbackRepository,
    private readonly settings: UserReviewSettingsService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly uow: UnitOfWork,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async getSettings(tenant: Tenant): Promise<ReviewSettingsResponseDto> {
    const settings = await this.settings.of(tenant.businessId);
    if (!settings) throw new NotFoundException('Business not found');
    return toReviewSettingsResponse(settings);
  }

  /** Replaces the settings (the whole object); a changed delay applies to sessions completed from now on. */
  async updateSettings(tenant: Tenant, dto: ReviewSettingsDto): Promise<ReviewSettingsResponseDto> {
    const fields = fromReviewSettingsDto(dto);
    return this.uow.transaction(async () => {
      if (!(await this.settings.update(tenant.businessId, fields))) throw new NotFoundException('Business not found');
      this.events.record('review_settings_updated', {
        businessId: tenant.businessId,
        autoFeedbackEnabled: fields.autoFeedbackEnabled,
        feedbackDelayHours: fields.feedbackDelayHours,
        reviewCollectionEnabled: fields.reviewCollectionEnabled,
      });
      await this.uow.save();
      return toReviewSettingsResponse(fields);
    });
  }

  /**
   * Subscriber of `meeting_completed`: with auto feedback on, queues the session's feedback request to run
   * `feedbackDelayHours` after the completion (counted from the event, so a late delivery does not add to the wait).
   * The job id is the session's: a redelivered event queues nothing more.
   */
  async scheduleRequest(event: DomainEvent<'meeting_completed'>, now: Date = new Date()): Promise<'queued' | 'off'> {
    const { businessId, meetingId } = event.payload;
    const settings = await this.settings.of(businessId);
    if (!settings?.autoFeedbackEnabled) return 'off';
    const due = new Date(event.occurredAt).getTime() + settings.feedbackDelayHours * HOUR_MS;
    await this.jobs.enqueue(
      'scheduling',
      'request-session-feedback',
      { businessId, meetingId },
      { jobId: feedbackJobId(meetingId), delay: Math.max(0, due - now.getTime()) },
    );
    return 'queued';
  }

  /** Subscriber of `meeting_cancelled` and `meeting_no_show`: the waiting request is dropped (the job re-checks anyway). */
  async dropRequest(meetingId: string): Promise<boolean> {
    const job = await this.jobs.queue('scheduling').getJob(feedbackJobId(meetingId));
    if (!job || !(await job.isDelayed())) return false;
    await job.remove();
    return true;
  }

  /**
   * The delayed job: if the session is still completed and auto feedback still on, asks each seated participant not
   * asked yet (one conditional update claims them, so two workers running it at once ask each person once), staging
   * their e-mail with its event in the same transaction. Answers how many were asked.
   */
  async requestFeedback(businessId: string, meetingId: string, now: Date = new Date()): Promise<number> {
    const business: TenantScope = { businessId };
    const asked = await this.uow.transaction(async () => {
      const meeting = await this.meetings.findById(business, meetingId);
      if (!meeting || meeting.status !== 'completed') return 0;
      const settings = await this.settings.of(businessId);
      if (!settings?.autoFeedbackEnabled) return 0;
      const claimed = await this.participants.claimFeedbackRequests(business, meetingId, now);
      if (!claimed.length) return 0;
      const rows = new Map((await this.participants.listOf(business, meetingId)).map((row) => [row.id, row]));
      for (const { id, clientId } of claimed) {
        const client = rows.get(id)!.participant as Client;
        const emailKey = feedbackEmailKey(id);
        this.notifications.stageSessionFeedbackEmail(emailKey, client.email, {
          firstName: client.firstName,
          sessionTitle: meeting.title,
          businessName: settings.businessName || 'your coach',
          url: `${this.config.appUrl}/client/meetings?rate=${meeting.id}`,
        });
        this.events.record('session_feedback_requested', { businessId, meetingId, clientId, participantId: id, emailKey });
      }
      await this.uow.save();
      return claimed.length;
    });
    this.logger.debug(`Feedback for meeting ${meetingId}: ${asked} asked`);
    return asked;
  }

  /** The signed-in client's view of a session they took part in: its rating and, after 4–5 stars, the review pages. */
  async clientView(tenant: Tenant, meetingId: string): Promise<ClientSessionFeedbackDto> {
    const { participant, meeting } = await this.ownSeat(tenant, meetingId);
    const row = await this.feedback.ofParticipant(tenant, meetingId, participant.id);
    return toClientSessionFeedback(meeting, row, row?.reviewRequested ? reviewLinksOf(await this.settings.of(tenant.businessId)) : []);
  }

  /**
   * Rates a completed session the signed-in client took part in, once. 4–5 stars with review collection on and a
   * review page set mark the review as requested, and the answer carries the pages.
   */
  async submit(tenant: Tenant, meetingId: string, dto: SubmitSessionFeedbackDto): Promise<ClientSessionFeedbackDto> {
    const { participant, meeting } = await this.ownSeat(tenant, meetingId);
    if (meeting.status !== 'completed') throw new ConflictException(REVIEW_MESSAGES.notCompleted);
    const settings = await this.settings.of(tenant.businessId);
    const links = settings?.reviewCollectionEnabled ? reviewLinksOf(settings) : [];
    const reviewRequested = dto.overallRating >= REVIEW_LIMITS.reviewFrom && links.length > 0;
    try {
      const row = await this.uow.transaction(async () => {
        const created = this.feedback.add(tenant, meeting, participant, participant.participant as Client, {
          overallRating: dto.overallRating,
          sessionRating: dto.sessionRating ?? null,
          coachRating: dto.coachRating ?? null,
          feedback: dto.feedback ?? null,
          improvements: dto.improvements ?? null,
          wouldRecommend: dto.wouldRecommend ?? null,
          reviewRequested,
        });
        this.events.record('session_feedback_submitted', {
          businessId: tenant.businessId,
          meetingId,
          clientId: participant.participant.id,
          feedbackId: created.id,
          overallRating: dto.overallRating,
          reviewRequested,
        });
        await this.uow.save();
        return created;
      });
      return toClientSessionFeedback(meeting, row, links);
    } catch (error) {
      // Two submissions at once: the (booking, participant) key lets one in.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(REVIEW_MESSAGES.alreadyRated);
      throw error;
    }
  }

  /** Records that the client followed a review page offered after their rating (the success tracking). */
  async recordReview(tenant: Tenant, meetingId: string, dto: RecordReviewDto): Promise<ClientSessionFeedbackDto> {
    const { participant, meeting } = await this.ownSeat(tenant, meetingId);
    const settings = await this.settings.of(tenant.businessId);
    const links = reviewLinksOf(settings);
    return this.uow.transaction(async () => {
      const row = await this.feedback.ofParticipant(tenant, meetingId, participant.id);
      if (!row) throw new ConflictException(REVIEW_MESSAGES.notRated);
      if (!row.reviewRequested) throw new ConflictException(REVIEW_MESSAGES.noReviewRequest);
      const link = links.find((candidate) => candidate.platform === dto.platform);
      if (!link) throw new ConflictException(REVIEW_MESSAGES.platformNotConfigured);
      Object.assign(row, { reviewCompleted: true, reviewPlatform: link.platform, reviewUrl: link.url });
      this.events.record('session_review_clicked', {
        businessId: tenant.businessId,
        meetingId,
        clientId: participant.participant.id,
        feedbackId: row.id,
        platform: link.platform,
      });
      await this.uow.save();
      return toClientSessionFeedback(meeting, row, links);
    });
  }

  /** The signed-in client's own ratings, newest first. */
  async clientList(tenant: Tenant, query: ListSessionFeedbackQuery): Promise<Page<SessionFeedbackResponseDto>> {
    const page = await this.feedback.pageOf(tenant, signedInClientId(tenant), query);
    return page.map(toSessionFeedbackResponse);
  }

  /**
   * The dashboard's Client Satisfaction: the average overall rating of all the business's feedback on the 0–10 scale
   * (stars × 2, one decimal), null without any; its change is the last 30 days' average against the earlier one's.
   */
  async satisfaction(tenant: TenantScope, now: Date = new Date()): Promise<{ average: number | null; change: number | null }> {
    const business: TenantScope = { businessId: tenant.businessId };
    const periodStart = new Date(now.getTime() - TREND_DAYS * DAY_MS);
    const [all, recent, before] = await Promise.all([
      this.feedback.averageBetween(business, null, new Date(now.getTime() + 1)),
      this.feedback.averageBetween(business, periodStart, new Date(now.getTime() + 1)),
      this.feedback.averageBetween(business, null, periodStart),
    ]);
    const average = all.average === null ? null : satisfactionOutOfTen(all.average);
    const change =
      recent.average === null || before.average === null
        ? null
        : Math.round((satisfactionOutOfTen(recent.average) - satisfactionOutOfTen(before.average)) * 10) / 10;
    return { average, change };
  }

  /** The client's seated row in the meeting and the meeting; anything else (another's, unknown, waitlisted) is 404. */
  private async ownSeat(tenant: Tenant, meetingId: string) {
    const clientId = signedInClientId(tenant);
    const row = isUuid(meetingId) ? await this.participants.seatedOf(tenant, meetingId, clientId) : null;
    if (!row) throw new NotFoundException(REVIEW_MESSAGES.sessionNotFound);
    return { participant: row, meeting: row.meeting };
  }
}
