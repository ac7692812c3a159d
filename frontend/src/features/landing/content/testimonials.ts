/** Illustrative quotes from coach personas: they describe typical use, they are not customer endorsements. */
export interface PersonaQuote {
  persona: string;
  context: string;
  quote: string;
}

export const PERSONA_QUOTES: readonly PersonaQuote[] = [
  {
    persona: 'Independent personal trainer',
    context: 'Coaches in person and online',
    quote: 'I want my clients’ programmes, check-ins and payments in one place, so my evenings are not spent chasing spreadsheets and bank transfers.',
  },
  {
    persona: 'Fitness studio owner',
    context: 'Runs a studio with a small team of trainers',
    quote: 'Each trainer should see their own clients and sessions, and I should see the whole business, without sharing one login.',
  },
  {
    persona: 'Online nutrition coach',
    context: 'Works with clients remotely',
    quote: 'If logging a meal means scanning a barcode instead of typing it in, my clients actually keep their food diary going.',
  },
];

export const PLATFORM_PLAN_FEATURES: readonly string[] = [
  'Client profiles, goals and progress tracking',
  'Workout builder and exercise library',
  'Meal plans and nutrition tracking with barcode scanning',
  'Calendar, bookings and video meetings',
  'Packages, subscriptions and card payments',
  'Forms, waivers and client automations',
  'Staff management & permissions',
  'iOS and Android apps for your clients',
];
