import { api } from '../../lib/api';

// Completing onboarding invalidates 'user', which refetches the current user.
export const { useUsersCompleteOnboardingMutation } = api;
