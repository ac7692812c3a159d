import { generatedClientsApi } from '@coachcore/api-client/clients';
import { generatedGoalsApi } from '@coachcore/api-client/goals';
import { paged } from '../../lib/api';

const clientGoals = (clientId: string) => ({ type: 'goals' as const, id: `client-${clientId}` });

/**
 * Cache tags of goals: a client's goal list is tagged with the client and with each goal, so a new goal refetches
 * only its client's list and a changed or removed goal only the list that shows it. Goals feed the dashboard too.
 */
export const goalsApi = paged(generatedGoalsApi).enhanceEndpoints({
  addTagTypes: ['dashboard'],
  endpoints: {
    goalsListForClient: {
      providesTags: (goals, _error, { id }) => [clientGoals(id), ...(goals?.items ?? []).map((goal) => ({ type: 'goals' as const, id: goal.id }))],
    },
    goalsCreate: { invalidatesTags: (_goal, _error, { createGoalDto }) => [clientGoals(createGoalDto.clientId), 'dashboard'] },
    goalsUpdate: { invalidatesTags: (_goal, _error, { id }) => [{ type: 'goals', id }, 'dashboard'] },
    goalsRemove: { invalidatesTags: (_result, _error, { id }) => [{ type: 'goals', id }, 'dashboard'] },
  },
});

export const { useGoalsCreateMutation, useGoalsListForClientQuery, useGoalsRemoveMutation, useGoalsUpdateMutation } = goalsApi;
// The clients to choose from and the chosen client's record (tagged by features/clients).
export const { useClientsGetQuery, useClientsListQuery } = paged(generatedClientsApi);
