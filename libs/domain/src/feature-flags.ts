/*
 * Feature flags (document 3 section 2.6, /admin/features): stored, set by platform admins, read by the web app on
 * start and by the API. The four flags of the spec and their states: Mobile App Beta enabled, Advanced Analytics
 * enabled, AI Workout Generator coming soon, White Label Branding planned.
 */

export const FEATURE_FLAG_KEYS = ['mobile_app_beta', 'advanced_analytics', 'ai_workout_generator', 'white_label_branding'] as const;
export type FeatureFlagKey = (typeof FEATURE_FLAG_KEYS)[number];

/** Only `enabled` turns the feature on; coming_soon and planned are shown as such and are off. */
export const FEATURE_FLAG_STATES = ['enabled', 'disabled', 'coming_soon', 'planned'] as const;
export type FeatureFlagState = (typeof FEATURE_FLAG_STATES)[number];

export const FEATURE_FLAG_STATE_LABELS: Record<FeatureFlagState, string> = {
  enabled: 'Enabled',
  disabled: 'Disabled',
  coming_soon: 'Coming soon',
  planned: 'Planned',
};

export const FEATURE_FLAG_DEFAULTS: Record<FeatureFlagKey, { name: string; description: string; state: FeatureFlagState }> = {
  mobile_app_beta: { name: 'Mobile App Beta', description: 'Install CoachCore on a phone’s home screen and use it like an app.', state: 'enabled' },
  advanced_analytics: { name: 'Advanced Analytics', description: 'Business Analytics for coaches: revenue, retention and engagement.', state: 'enabled' },
  ai_workout_generator: { name: 'AI Workout Generator', description: 'Workouts drafted from a client’s goals and history.', state: 'coming_soon' },
  white_label_branding: { name: 'White Label Branding', description: 'A business’s own logo, colours and domain for its clients.', state: 'planned' },
};

/** What each flag turns on in the web app: the business menu's paths it shows. */
export const FEATURE_FLAG_PATHS: Partial<Record<FeatureFlagKey, readonly string[]>> = {
  advanced_analytics: ['/analytics', '/staff/analytics'],
};

export const isFeatureOn = (state: FeatureFlagState | undefined): boolean => state === 'enabled';

export const FEATURE_FLAG_MESSAGES = {
  updated: 'Feature flag updated successfully',
  notFound: 'Feature flag not found',
  stateInvalid: `State must be one of ${FEATURE_FLAG_STATES.join(', ')}`,
  unavailable: 'This feature is not available',
  noFlags: 'No feature flags found',
} as const;
