import { REVIEW_LIMITS, REVIEW_MESSAGES, REVIEW_PLATFORMS, type ReviewPlatform } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { rule, stacked } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';
import type { SessionFeedback } from '../entities/session-feedback.entity';
import type { Meeting } from '../entities/meeting.entity';

const { min, max } = REVIEW_LIMITS.rating;

/** A rating of 1 to 5 stars (whole). */
const Stars = (order: number, required: boolean): PropertyDecorator =>
  stacked(
    ApiInteger({ minimum: min, maximum: max, required, nullable: !required }),
    required ? IsDefined(rule({ message: REVIEW_MESSAGES.overallRatingRequired, order: order - 0.5 })) : IsOptional(),
    IsInt(rule({ message: REVIEW_MESSAGES.rating, order })),
    Min(min, rule({ message: REVIEW_MESSAGES.rating, order })),
    Max(max, rule({ message: REVIEW_MESSAGES.rating, order })),
  );

const FeedbackText = (order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ maxLength: REVIEW_LIMITS.textMax, required: false, nullable: true }),
    IsOptional(),
    Transform(emptyToNull),
    IsString(rule({ message: REVIEW_MESSAGES.textTooLong, order })),
    MaxLength(REVIEW_LIMITS.textMax, rule({ message: REVIEW_MESSAGES.textTooLong, order })),
  );

/** A client's rating of a completed session (session_feedback). */
export class SubmitSessionFeedbackDto {
  /** 1–5 stars for the session as a whole; 4 or 5 lead to a review request. */
  @Stars(1, true)
  overallRating: number;
  /** 1–5 stars for the session's content. */
  @Stars(2, false)
  sessionRating?: number | null;
  /** 1–5 stars for the coach. */
  @Stars(3, false)
  coachRating?: number | null;
  /** What went well. */
  @FeedbackText(4)
  feedback?: string | null;
  /** What could be better. */
  @FeedbackText(5)
  improvements?: string | null;
  @ApiProperty({ required: false, nullable: true })
  @IsOptional()
  @IsBoolean(rule({ message: REVIEW_MESSAGES.wouldRecommend, order: 6 }))
  wouldRecommend?: boolean | null;
}

/** Which review page the client followed. */
export class RecordReviewDto {
  @ApiProperty({ enum: REVIEW_PLATFORMS, enumName: 'ReviewPlatform' })
  @IsIn(REVIEW_PLATFORMS, rule({ message: REVIEW_MESSAGES.reviewPlatform }))
  platform: ReviewPlatform;
}

export class ReviewLinkDto {
  @ApiProperty({ enum: REVIEW_PLATFORMS, enumName: 'ReviewPlatform' })
  platform: ReviewPlatform;
  /** Google, Facebook or Yelp. */
  label: string;
  url: string;
}

export class SessionFeedbackResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  meetingId: string;
  @ApiUuid()
  participantId: string;
  @ApiInteger({ minimum: min, maximum: max })
  overallRating: number;
  @ApiInteger({ minimum: min, maximum: max })
  sessionRating: number | null;
  @ApiInteger({ minimum: min, maximum: max })
  coachRating: number | null;
  feedback: string | null;
  improvements: string | null;
  wouldRecommend: boolean | null;
  reviewRequested: boolean;
  reviewCompleted: boolean;
  @ApiProperty({ enum: REVIEW_PLATFORMS, enumName: 'ReviewPlatform', nullable: true })
  reviewPlatform: ReviewPlatform | null;
  reviewUrl: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** A session as its participant rates it: whether they can, what they gave, and the review pages a 4–5 star rating opens. */
export class ClientSessionFeedbackDto {
  @ApiUuid()
  meetingId: string;
  title: string;
  @ApiDateTime()
  scheduledAt: string;
  /** The session is completed, so it can be rated. */
  completed: boolean;
  /** Their rating, once given. */
  feedback: SessionFeedbackResponseDto | null;
  /** The business's review pages, offered after a 4–5 star rating (empty otherwise). */
  @ApiProperty({ type: [ReviewLinkDto] })
  reviewLinks: ReviewLinkDto[];
}

export class ListSessionFeedbackQuery extends PageQuery({ defaultLimit: 50, maxLimit: 100 }) {}

export function toSessionFeedbackResponse(row: SessionFeedback): SessionFeedbackResponseDto {
  return {
    id: row.id,
    meetingId: row.booking.id,
    participantId: row.participant.id,
    overallRating: row.overallRating,
    sessionRating: row.sessionRating ?? null,
    coachRating: row.coachRating ?? null,
    feedback: row.feedback ?? null,
    improvements: row.improvements ?? null,
    wouldRecommend: row.wouldRecommend ?? null,
    reviewRequested: row.reviewRequested,
    reviewCompleted: row.reviewCompleted,
    reviewPlatform: row.reviewPlatform ?? null,
    reviewUrl: row.reviewUrl ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toClientSessionFeedback(meeting: Meeting, row: SessionFeedback | null, reviewLinks: ReviewLinkDto[]): ClientSessionFeedbackDto {
  return {
    meetingId: meeting.id,
    title: meeting.title,
    scheduledAt: meeting.scheduledAt.toISOString(),
    completed: meeting.status === 'completed',
    feedback: row ? toSessionFeedbackResponse(row) : null,
    reviewLinks: row?.reviewRequested ? reviewLinks : [],
  };
}
