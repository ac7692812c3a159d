/*
 * The Help Center's articles (document 3 sections 2.11 and 9): ten categories, articles with a duration, a video flag
 * and a step list, popular articles, category browsing and a search over every word of an article.
 */

export const HELP_CATEGORIES = [
  'getting_started',
  'client_management',
  'packages_pricing',
  'workouts',
  'nutrition',
  'calendar_bookings',
  'forms_waivers',
  'automations',
  'integrations',
  'analytics',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  getting_started: 'Getting Started',
  client_management: 'Client Management',
  packages_pricing: 'Packages & Pricing',
  workouts: 'Workouts',
  nutrition: 'Nutrition',
  calendar_bookings: 'Calendar & Bookings',
  forms_waivers: 'Forms & Waivers',
  automations: 'Automations',
  integrations: 'Integrations',
  analytics: 'Analytics',
};

export const HELP_CATEGORY_DESCRIPTIONS: Record<HelpCategory, string> = {
  getting_started: 'Set up your account and business in your first hour.',
  client_management: 'Add, import, invite and organise the people you coach.',
  packages_pricing: 'Sell coaching packages, take payments and offer discounts.',
  workouts: 'Build workouts from the exercise library and assign them.',
  nutrition: 'Meals, meal plans, macro goals and recipe packs.',
  calendar_bookings: 'Working hours, appointments, group sessions and bookings.',
  forms_waivers: 'Waivers, questionnaires and intake forms clients sign online.',
  automations: 'Workflows that act on their own when something happens.',
  integrations: 'Lead management, payments, calendars and video meetings.',
  analytics: 'Your dashboard figures and business analytics.',
};

/** How many articles the Popular Articles card shows. */
export const HELP_POPULAR_COUNT = 6;
export const HELP_SEARCH_MAX_LENGTH = 200;
/** An article's address: lowercase words joined by hyphens. */
export const HELP_SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const HELP_SLUG_MAX_LENGTH = 100;

export const HELP_MESSAGES = {
  articleNotFound: 'Article not found',
  categoryInvalid: `category must be one of ${HELP_CATEGORIES.join(', ')}`,
  searchTooLong: `q must be at most ${HELP_SEARCH_MAX_LENGTH} characters`,
  noResults: 'No articles match your search',
  requestContent: 'Request Help Content',
  backToHelp: 'Back to Help Center',
} as const;

/** "5 min" (how long an article takes to read or watch). */
export const formatHelpDuration = (minutes: number): string => `${minutes} min`;
