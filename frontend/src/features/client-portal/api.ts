import { api } from '../../lib/api';

/** Whether the signed-in client account is linked to a client record; accepting an invitation refetches it. */
export const clientPortalApi = api.enhanceEndpoints({
  addTagTypes: ['clientLink'],
  endpoints: {
    clientLinkGet: { providesTags: ['clientLink'] },
  },
});

export const { useClientCommunitiesListQuery, useClientFoodLogDayQuery, useClientFoodLogMealPlanQuery, useClientLinkGetQuery } = clientPortalApi;
