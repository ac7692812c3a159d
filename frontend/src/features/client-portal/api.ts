import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { paged } from '../../lib/api';

/** Whether the signed-in client account is linked to a client record; accepting an invitation refetches it. */
export const clientPortalApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientLink', 'clientWorkouts', 'ownSubscriptions', 'communities'],
  endpoints: {
    clientLinkGet: { providesTags: ['clientLink'] },
    // Linking the account (an accepted invitation) can bring packages with it.
    clientPortalSubscriptionsActive: { providesTags: ['ownSubscriptions', 'clientLink'] },
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsWeek: { providesTags: ['clientWorkouts'] },
    // The client's communities, under the communities feature's tag: joining or a post there refetches them.
    clientCommunitiesList: { providesTags: ['communities'] },
  },
});

export const {
  useClientCommunitiesListQuery,
  useClientPortalFormsListQuery,
  useClientPortalOnboardingGetQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogMealPlanQuery,
  useClientLinkGetQuery,
  useClientPortalSubscriptionsActiveQuery,
  useClientPortalGoalsListQuery,
  useClientPortalMeetingsMeetingsQuery,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
} = clientPortalApi;
