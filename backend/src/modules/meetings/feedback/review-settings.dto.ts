import { REVIEW_LIMITS, REVIEW_MESSAGES, isReviewUrl } from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, registerDecorator } from 'class-validator';
import { ApiInteger } from '../../../common/openapi/property-formats';
import { OptionalText, Phone } from '../../../common/validation/fields';
import { rule, stacked } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';
import type { ReviewSettingsFields } from '../../users/user-review-settings.service';

/** The users columns the address and the review pages are stored in: varchar(255). */
const COLUMN_MAX = 255;

/** An optional http(s) address of at most 255 characters (its column's); '' or null clears it. */
const OptionalUrl = (order: number): PropertyDecorator =>
  stacked(
    ApiProperty({ format: 'uri', maxLength: COLUMN_MAX, nullable: true, required: false }),
    IsOptional(),
    Transform(emptyToNull),
    IsString(rule({ message: REVIEW_MESSAGES.url, order })),
    MaxLength(COLUMN_MAX, rule({ message: `At most ${COLUMN_MAX} characters`, order })),
    (target, propertyName) =>
      registerDecorator({
        name: 'reviewUrl',
        target: target.constructor,
        propertyName: propertyName as string,
        options: { message: REVIEW_MESSAGES.url, context: { order } },
        validator: { validate: (value: unknown) => typeof value === 'string' && isReviewUrl(value) },
      }),
  );

/**
 * Review & Feedback Settings (document 2): the business's details, its review pages and how feedback is collected.
 * PUT takes the whole object: a text left out is cleared.
 */
export class ReviewSettingsDto {
  /** @example Peak Performance Coaching */
  @OptionalText(200, 'Business name', 1)
  businessName?: string | null;
  @OptionalText(COLUMN_MAX, 'Business address', 2)
  businessAddress?: string | null;
  @Phone(3)
  businessPhone?: string | null;
  /** @example https://peakcoaching.example */
  @OptionalUrl(4)
  businessWebsite?: string | null;
  /** Where clients who rate a session 4 or 5 stars can review the business on Google. */
  @OptionalUrl(5)
  googleMyBusinessUrl?: string | null;
  @OptionalUrl(6)
  facebookPageUrl?: string | null;
  @OptionalUrl(7)
  yelpBusinessUrl?: string | null;
  /** Ask clients who rate a session 4 or 5 stars for a public review. */
  @ApiProperty({ default: true })
  @IsBoolean(rule({ message: REVIEW_MESSAGES.booleanField, order: 8 }))
  reviewCollectionEnabled: boolean;
  /** Ask every participant of a completed session for feedback, `feedbackDelayHours` after it was marked completed. */
  @ApiProperty({ default: true })
  @IsBoolean(rule({ message: REVIEW_MESSAGES.booleanField, order: 9 }))
  autoFeedbackEnabled: boolean;
  /** Hours between completing a session and asking for feedback (0–72). */
  @ApiInteger({
    minimum: REVIEW_LIMITS.feedbackDelayHours.min,
    maximum: REVIEW_LIMITS.feedbackDelayHours.max,
    default: REVIEW_LIMITS.feedbackDelayHours.default,
  })
  @IsInt(rule({ message: REVIEW_MESSAGES.feedbackDelayHours, order: 10 }))
  @Min(REVIEW_LIMITS.feedbackDelayHours.min, rule({ message: REVIEW_MESSAGES.feedbackDelayHours, order: 10 }))
  @Max(REVIEW_LIMITS.feedbackDelayHours.max, rule({ message: REVIEW_MESSAGES.feedbackDelayHours, order: 10 }))
  feedbackDelayHours: number;
}

export class ReviewSettingsResponseDto {
  businessName: string | null;
  businessAddress: string | null;
  businessPhone: string | null;
  businessWebsite: string | null;
  googleMyBusinessUrl: string | null;
  facebookPageUrl: string | null;
  yelpBusinessUrl: string | null;
  reviewCollectionEnabled: boolean;
  autoFeedbackEnabled: boolean;
  @ApiInteger({ minimum: REVIEW_LIMITS.feedbackDelayHours.min, maximum: REVIEW_LIMITS.feedbackDelayHours.max })
  feedbackDelayHours: number;
}

export const toReviewSettingsResponse = (fields: ReviewSettingsFields): ReviewSettingsResponseDto => ({ ...fields });

/** The PUT body as stored (texts left out are cleared). */
export const fromReviewSettingsDto = (dto: ReviewSettingsDto): ReviewSettingsFields => ({
  businessName: dto.businessName ?? null,
  businessAddress: dto.businessAddress ?? null,
  businessPhone: dto.businessPhone ?? null,
  businessWebsite: dto.businessWebsite ?? null,
  googleMyBusinessUrl: dto.googleMyBusinessUrl ?? null,
  facebookPageUrl: dto.facebookPageUrl ?? null,
  yelpBusinessUrl: dto.yelpBusinessUrl ?? null,
  reviewCollectionEnabled: dto.reviewCollectionEnabled,
  autoFeedbackEnabled: dto.autoFeedbackEnabled,
  feedbackDelayHours: dto.feedbackDelayHours,
});
