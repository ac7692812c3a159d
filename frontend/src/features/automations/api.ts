import { generatedAutomationsApi } from '@coachcore/api-client/automations';
import { generatedCommunitiesApi } from '@coachcore/api-client/communities';
import { generatedWorkoutsApi } from '@coachcore/api-client/workouts';
import { LIST, paged } from '../../lib/api';

/** Cache tags of Client Automations: the automations (list and each), the stats and each automation's run log. */
export const automationsApi = paged(generatedAutomationsApi).enhanceEndpoints({
  addTagTypes: ['automationStats', 'automationRuns'],
  endpoints: {
    automationsList: {
      providesTags: (list) => [{ type: 'automations', id: LIST }, ...(list ?? []).map((item) => ({ type: 'automations' as const, id: item.id }))],
    },
    automationsStats: { providesTags: ['automationStats'] },
    automationsRuns: { providesTags: (_result, _error, { id }) => [{ type: 'automationRuns', id }] },
    automationsCreate: { invalidatesTags: [{ type: 'automations', id: LIST }, 'automationStats'] },
    automationsFromTemplate: { invalidatesTags: [{ type: 'automations', id: LIST }, 'automationStats'] },
    automationsUpdate: {
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'automations', id },
        { type: 'automations', id: LIST },
        'automationStats',
        { type: 'automationRuns', id },
      ],
    },
    automationsRemove: { invalidatesTags: (_result, _error, { id }) => [{ type: 'automations', id }, { type: 'automations', id: LIST }, 'automationStats'] },
  },
});

export const {
  useAutomationsCreateMutation,
  useAutomationsFromTemplateMutation,
  useAutomationsListQuery,
  useAutomationsRemoveMutation,
  useAutomationsRunsQuery,
  useAutomationsStatsQuery,
  useAutomationsUpdateMutation,
} = automationsApi;
// The workouts an Assign workout action can name, and the communities an Add to community action can.
export const { useWorkoutsListQuery } = paged(generatedWorkoutsApi);
export const { useCommunitiesListQuery } = paged(generatedCommunitiesApi);
