import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { MeetingParticipant } from './entities/meeting-participant.entity';
import type { Meeting } from './entities/meeting.entity';
import { SessionFeedback } from './entities/session-feedback.entity';

export type SessionFeedbackFields = Pick<
  SessionFeedback,
  'overallRating' | 'sessionRating' | 'coachRating' | 'feedback' | 'improvements' | 'wouldRecommend' | 'reviewRequested'
>;

/** Session feedback of the business (`coach`); a client user reaches only their own. */
@Injectable()
export class SessionFeedbackRepository extends TenantRepository<SessionFeedback> {
  constructor(em: EntityManager) {
    super(em, SessionFeedback);
  }

  /** A participant's feedback on a session (saved with the next flush; the (booking, participant) key refuses a second). */
  add(tenant: TenantScope, meeting: Meeting, participant: MeetingParticipant, client: Client, fields: SessionFeedbackFields): SessionFeedback {
    return this.create(tenant, { booking: meeting, participant, client, ...fields });
  }

  ofParticipant(tenant: TenantScope, meetingId: string, participantId: string): Promise<SessionFeedback | null> {
    return this.findOne(tenant, { booking: meetingId, participant: participantId });
  }

  /** A client's own feedback, newest first. */
  pageOf(tenant: TenantScope, clientId: string, page: { page: number; limit: number }): Promise<Page<SessionFeedback>> {
    return this.findPage(tenant, { client: clientId }, page, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * The average overall rating (1–5 stars) of the business's feedback given in [from, to), and how many there are; the
   * dashboard's Client Satisfaction. Every client's feedback counts, whoever asks (it is one figure of the business).
   */
  async averageBetween(tenant: TenantScope, from: Date | null, to: Date): Promise<{ average: number | null; count: number }> {
    const [row] = await this.sql<{ average: string | null; count: number }[]>(
      tenant,
      `select avg(overall_rating) as average, count(*)::int as count from session_feedback
       where coach_id = :tenant and (:from::timestamptz is null or created_at >= :from::timestamptz) and created_at < :to`,
      { from, to },
    );
    return { average: row!.average === null ? null : Number(row!.average), count: row!.count };
  }

  /** Every rating the client gave, with its meeting, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<SessionFeedback[]> {
    return this.find(tenant, { client: clientId }, { populate: ['booking'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
