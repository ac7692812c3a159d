import { generatedSetupWizardApi } from '@coachcore/api-client/setup-wizard';
import { generatedUserApi } from '@coachcore/api-client/user';
import { paged } from '../../lib/api';

// Completing onboarding invalidates 'user', which refetches the current user. The tasks are read fresh each time the
// wizard opens (refetchOnMountOrArgChange where it is used): the business's data changes on other screens.
export const { useUsersCompleteOnboardingMutation } = paged(generatedUserApi);
export const { useSetupWizardTasksQuery } = paged(generatedSetupWizardApi);
