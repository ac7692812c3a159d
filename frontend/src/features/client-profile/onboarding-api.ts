import { generatedOnboardingApi } from '@coachcore/api-client/onboarding';
import { paged } from '../../lib/api';

// The client's onboarding answers (the Onboarding tab), loaded with the profile page rather than the shell.
export const { useClientOnboardingAnswersAnswersQuery } = paged(generatedOnboardingApi);
