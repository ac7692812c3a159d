/** Figures and cookie names quoted on the legal pages (document 3 sections 2.13, 3 and 9). */
export const LEGAL_LAST_UPDATED = 'January 26, 2025';

export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service', 'refund-policy', 'security', 'data-protection', 'cookie-policy'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

export const LEGAL_TITLES: Readonly<Record<LegalSlug, string>> = {
  'privacy-policy': 'Privacy Policy',
  'terms-of-service': 'Terms of Service',
  'refund-policy': 'Refund Policy',
  security: 'Security & Compliance',
  'data-protection': 'Data Protection',
  'cookie-policy': 'Cookie Policy',
};

export const LEGAL_FIGURES = {
  moneyBackDays: 30,
  paymentGraceDays: 30,
  noticeDays: 30,
  dataRetentionDays: 90,
  annualProRataDays: 60,
  uptimeTargetPercent: 99.9,
  recoveryTimeObjectiveHours: 4,
  recoveryPointObjectiveHours: 1,
  breachNoticeHours: 72,
  billingReplyHours: 24,
  refundReviewBusinessDays: 2,
  mediationThresholdUsd: 1000,
} as const;

export interface LegalCookie {
  name: 'coach_session' | 'csrf_token' | 'theme_preference' | 'analytics_id';
  category: 'Strictly necessary' | 'Preferences' | 'Analytics';
  purpose: string;
  duration: string;
}

export const LEGAL_COOKIES: readonly LegalCookie[] = [
  {
    name: 'coach_session',
    category: 'Strictly necessary',
    purpose: 'Keeps you signed in. Set as an httpOnly cookie, so scripts in the page cannot read it.',
    duration: 'Session, at most 24 hours',
  },
  {
    name: 'csrf_token',
    category: 'Strictly necessary',
    purpose: 'Protects forms and account changes against cross-site request forgery.',
    duration: 'Session',
  },
  {
    name: 'theme_preference',
    category: 'Preferences',
    purpose: 'Remembers display preferences such as light or dark mode.',
    duration: '1 year',
  },
  {
    name: 'analytics_id',
    category: 'Analytics',
    purpose: 'A random identifier that lets us count visits and improve the product, only with your consent.',
    duration: '2 years',
  },
];
