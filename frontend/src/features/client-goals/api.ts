import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { paged } from '../../lib/api';

/**
 * The signed-in client's goals (GET /api/client/goals) and their own progress updates (PATCH
 * /api/client/goals/{id}/progress); a saved update refetches the lists, so the dashboard's cards follow too.
 */
export const clientGoalsApi = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientGoals'],
  endpoints: {
    clientPortalGoalsList: { providesTags: ['clientGoals'] },
    clientPortalGoalsUpdateProgress: { invalidatesTags: ['clientGoals'] },
  },
});

export const { useClientPortalGoalsListQuery, useClientPortalGoalsUpdateProgressMutation } = clientGoalsApi;
