import { api } from '../../lib/api';

/** Whether the signed-in client account is linked to a client record; accepting an invitation refetches it. */
export const clientPortalApi = api.enhanceEndpoints({
  addTagTypes: ['clientLink', 'clientWorkouts'],
  endpoints: {
    clientLinkGet: { providesTags: ['clientLink'] },
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsWeek: { providesTags: ['clientWorkouts'] },
  },
});

export const {
  useClientCommunitiesListQuery,
  useClientFoodLogDayQuery,
  useClientFoodLogMealPlanQuery,
  useClientLinkGetQuery,
  useClientPortalGoalsListQuery,
  useClientPortalWorkoutsPlanQuery,
  useClientPortalWorkoutsWeekQuery,
} = clientPortalApi;
