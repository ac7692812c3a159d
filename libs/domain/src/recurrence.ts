/**
 * Recurring meetings (meetings.isRecurring, recurringPattern, recurringEndDate) and calendar feeds. A series repeats on
 * the business's wall clock: a weekly 09:00 meeting stays at 09:00 local time when the clocks change.
 */
export const RECURRING_PATTERNS = ['daily', 'weekly', 'biweekly', 'monthly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const RECURRING_PATTERN_LABELS: Record<RecurringPattern, string> = {
  daily: 'Every day',
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Every month',
};

export const RECURRENCE_LIMITS = {
  /** A series without an end date is listed this far ahead in calendar feeds. */
  openEndedDays: 365,
  /** At most this many occurrences of one series in a feed. */
  maxOccurrences: 500,
  /** The longest calendar range whose occurrences one request answers (a month view with its spill-over weeks). */
  occurrenceRangeDays: 62,
} as const;

export const RECURRENCE_MESSAGES = {
  patternRequired: 'Choose how the meeting repeats',
  invalidPattern: 'Repeat must be daily, weekly, biweekly or monthly',
  endAfterStart: 'The series must end after its first meeting',
  endInvalid: 'Repeat until must be a date and time',
  rangeTooLong: 'A range of occurrences spans at most 62 days',
} as const;

export const CALENDAR_FEED_MESSAGES = {
  title: 'Calendar subscription',
  explanation:
    'Subscribe to this address in Google Calendar, Apple Calendar or Outlook to see your sessions there. Anyone with the link can read them: keep it private.',
  create: 'Create subscription link',
  rotate: 'Get a new link',
  revoke: 'Revoke',
  copy: 'Copy',
  copied: 'Link copied',
  created: 'Calendar link created',
  revoked: 'Calendar link revoked',
  activeHidden: 'A subscription link is active. For your security it is shown only once; get a new link to see one (the old one stops working).',
  failed: 'Failed to update the calendar link',
  notFound: 'Calendar feed not found',
} as const;
