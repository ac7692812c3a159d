import type { ValidationErrors } from './validation';

/**
 * Review & Feedback Settings and session feedback (document 2: Review & Feedback Settings, users' review fields,
 * session_feedback, the Dashboard's Client Satisfaction card). After a completed session the client is asked to rate
 * it (after `feedbackDelayHours`); a rating of 4 or 5 stars leads to a review request on the business's Google,
 * Facebook or Yelp page.
 */
export const REVIEW_LIMITS = {
  feedbackDelayHours: { min: 0, max: 72, default: 2 },
  rating: { min: 1, max: 5 },
  /** The overall ratings that lead to a review request ('review request for 4-5 star ratings'). */
  reviewFrom: 4,
  textMax: 2000,
  urlMax: 255,
} as const;

export const REVIEW_PLATFORMS = ['google', 'facebook', 'yelp'] as const;
export type ReviewPlatform = (typeof REVIEW_PLATFORMS)[number];

export const REVIEW_PLATFORM_LABELS: Record<ReviewPlatform, string> = { google: 'Google', facebook: 'Facebook', yelp: 'Yelp' };

export const REVIEW_MESSAGES = {
  feedbackDelayHours: 'Feedback delay must be a whole number of hours between 0 and 72',
  url: 'Must be a valid URL (http or https)',
  booleanField: 'Must be true or false',
  textTooLong: 'At most 2000 characters',
  rating: 'Rating must be a whole number from 1 to 5',
  overallRatingRequired: 'Overall rating is required',
  wouldRecommend: 'Would recommend must be true or false',
  reviewPlatform: 'Review platform must be google, facebook or yelp',
  // Answers.
  sessionNotFound: 'Session not found',
  notCompleted: 'Only completed sessions can be rated',
  alreadyRated: 'You have already rated this session',
  notRated: 'Rate this session first',
  noReviewRequest: 'No review was requested for this session',
  platformNotConfigured: 'This review platform is not set up',
  // Toasts (document 2 section 8).
  savedTitle: 'Settings Updated',
  saved: 'Your review collection settings have been saved.',
  failedTitle: 'Error',
  failed: 'Failed to update settings. Please try again.',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackFailed: 'Failed to send feedback',
} as const;

/** The four steps of 'How Review Collection Works'. */
export const REVIEW_STEPS = [
  { title: 'Session completion', text: 'When you mark a session as completed, the feedback process starts.' },
  { title: 'Feedback request', text: 'After the delay you set, each client of the session is asked to rate it in their portal.' },
  { title: 'Review request for 4-5 star ratings', text: 'Clients who give 4 or 5 stars are invited to review you on Google, Facebook or Yelp.' },
  { title: 'Success tracking', text: 'Ratings feed your dashboard’s Client Satisfaction, and every review click is recorded.' },
] as const;

export interface ReviewSettingsInput {
  businessName?: string | null;
  businessAddress?: string | null;
  businessPhone?: string | null;
  businessWebsite?: string | null;
  googleMyBusinessUrl?: string | null;
  facebookPageUrl?: string | null;
  yelpBusinessUrl?: string | null;
  reviewCollectionEnabled?: boolean;
  autoFeedbackEnabled?: boolean;
  feedbackDelayHours?: number | string | null;
}

export const REVIEW_URL_FIELDS = ['businessWebsite', 'googleMyBusinessUrl', 'facebookPageUrl', 'yelpBusinessUrl'] as const;

/** An http(s) URL (or empty: not set). */
export function isReviewUrl(value: string): boolean {
  if (!value.trim()) return true;
  if (value.length > REVIEW_LIMITS.urlMax) return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isFeedbackDelay(value: unknown): boolean {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= REVIEW_LIMITS.feedbackDelayHours.min && n <= REVIEW_LIMITS.feedbackDelayHours.max;
}

/** The form's rules, as the server checks them. */
export function validateReviewSettings(input: ReviewSettingsInput): ValidationErrors<keyof ReviewSettingsInput> {
  const errors: ValidationErrors<keyof ReviewSettingsInput> = {};
  for (const field of REVIEW_URL_FIELDS) {
    const value = input[field];
    if (value && !isReviewUrl(value)) errors[field] = REVIEW_MESSAGES.url;
  }
  if (!isFeedbackDelay(input.feedbackDelayHours)) errors.feedbackDelayHours = REVIEW_MESSAGES.feedbackDelayHours;
  return errors;
}

/** Session feedback's 1–5 stars shown on the dashboard's 0–10 scale (one decimal). */
export function satisfactionOutOfTen(averageStars: number): number {
  return Math.round(averageStars * 2 * 10) / 10;
}
