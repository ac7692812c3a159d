import { api } from '../../lib/api';

/** Whether the signed-in client account is linked to a client record; accepting an invitation refetches it. */
export const clientPortalApi = api.enhanceEndpoints({
  addTagTypes: ['clientLink', 'clientWorkouts', 'ownSubscriptions'],
  endpoints: {
    clientLinkGet: { providesTags: ['clientLink'] },
    // Linking the account (an accepted invitation) can bring packages with it.
    clientPortalSubscriptionsActive: { providesTags: ['ownSubscriptions', 'clientLink'] },
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsWeek: { providesTags: ['clientWorkouts'] },
  },
});

export const {
  useClientCommunitiesListQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogMealPlanQuery,
  useClientLinkGetQuery,
  useClientPortalSubscriptionsActiveQuery,
  useClientPortalGoalsListQuery,
  useClientPortalMeetingsMeetingsQuery,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
} = clientPortalApi;
