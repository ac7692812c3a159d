/** Habits (document 2 section 3: habit_templates, client_habits, habit_logs): option lists, messages and the streak maths. */
import type { ValidationErrors } from './validation';

export const HABIT_CATEGORIES = ['fitness', 'nutrition', 'hydration', 'sleep', 'mindfulness', 'lifestyle'] as const;
export type HabitCategory = (typeof HABIT_CATEGORIES)[number];

export const HABIT_FREQUENCIES = ['daily', 'weekly'] as const;
export type HabitFrequency = (typeof HABIT_FREQUENCIES)[number];

/** checkbox: done or not; count: a number reached (glasses, steps); duration: minutes reached. */
export const HABIT_TRACKING_TYPES = ['checkbox', 'count', 'duration'] as const;
export type HabitTrackingType = (typeof HABIT_TRACKING_TYPES)[number];

export const HABIT_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type HabitDifficulty = (typeof HABIT_DIFFICULTIES)[number];

export const HABIT_MESSAGES = {
  nameRequired: 'Habit name is required',
  categoryRequired: 'Category is required',
  invalidCategory: 'Category must be fitness, nutrition, hydration, sleep, mindfulness or lifestyle',
  frequencyRequired: 'Frequency is required',
  invalidFrequency: 'Frequency must be daily or weekly',
  trackingTypeRequired: 'Tracking type is required',
  invalidTrackingType: 'Tracking type must be checkbox, count or duration',
  invalidDifficulty: 'Difficulty must be easy, medium or hard',
  targetValueRange: 'Target value must be a number from 0 to 100000',
  templateNotFound: 'Habit not found',
  clientHabitNotFound: 'Habit not found in your plan',
  invalidLogDate: 'Log date must be an ISO date (YYYY-MM-DD)',
  logDateOutOfRange: 'Habits can be checked off for today or the past 60 days',
  invalidReminderTime: 'Reminder time must be HH:MM',
  templateCreated: 'Habit created successfully!',
  habitAssigned: 'Habit assigned successfully!',
  habitChecked: 'Nice! Habit checked off.',
} as const;

/** A reminder's time of the client's day, HH:MM (24-hour). */
export const REMINDER_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A habit's reminder time as typed: empty (no reminder) or HH:MM. */
export function validateReminderTime(reminderTime: string): ValidationErrors<'reminderTime'> {
  const value = reminderTime.trim();
  return !value || REMINDER_TIME_PATTERN.test(value) ? {} : { reminderTime: HABIT_MESSAGES.invalidReminderTime };
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
/** Monday-based week number of a day (1970-01-01 was a Thursday: day 0 + 3 is a Monday boundary). */
const weekNumber = (day: number) => Math.floor((day + 3) / 7);

export interface HabitStats {
  /** Consecutive periods (days or weeks) completed, ending at the current or the previous period; 0 once one is missed. */
  streak: number;
  longestStreak: number;
  totalCompletions: number;
}

/**
 * The streak figures of a habit from the days it was completed, as of `today` (the client's own calendar date, so time
 * zones never shift a day). A daily habit counts consecutive days; a weekly one consecutive Monday-to-Sunday weeks with
 * a completion. The current period not yet done does not break the streak; a whole missed period does.
 */
export function habitStats(completedDates: readonly string[], frequency: HabitFrequency, today: string): HabitStats {
  const days = [...new Set(completedDates)].map(dayNumber).filter((day) => Number.isFinite(day));
  const periods = [...new Set(frequency === 'weekly' ? days.map(weekNumber) : days)].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let index = 0; index < periods.length; index++) {
    run = index > 0 && periods[index] === periods[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const now = frequency === 'weekly' ? weekNumber(dayNumber(today)) : dayNumber(today);
  const last = periods[periods.length - 1];
  // `run` is the run ending at the latest period; it is current while that period is this one or the one before.
  const streak = last !== undefined && last >= now - 1 ? run : 0;
  return { streak, longestStreak: longest, totalCompletions: days.length };
}

export const HABIT_CATEGORY_LABELS: Record<HabitCategory, string> = {
  fitness: 'Fitness',
  nutrition: 'Nutrition',
  hydration: 'Hydration',
  sleep: 'Sleep',
  mindfulness: 'Mindfulness',
  lifestyle: 'Lifestyle',
};

export interface HabitFormInput {
  name: string;
  category: string;
  frequency: string;
  trackingType: string;
  targetValue: string;
}

/** New Habit rules (the server's, same words). */
export function validateHabitForm(input: HabitFormInput): Partial<Record<keyof HabitFormInput, string>> {
  const errors: Partial<Record<keyof HabitFormInput, string>> = {};
  if (!input.name.trim()) errors.name = HABIT_MESSAGES.nameRequired;
  if (!input.category) errors.category = HABIT_MESSAGES.categoryRequired;
  if (!input.frequency) errors.frequency = HABIT_MESSAGES.frequencyRequired;
  if (!input.trackingType) errors.trackingType = HABIT_MESSAGES.trackingTypeRequired;
  const target = input.targetValue.trim();
  if (target && !(Number.isFinite(Number(target)) && Number(target) >= 0 && Number(target) <= 100000)) errors.targetValue = HABIT_MESSAGES.targetValueRange;
  return errors;
}
