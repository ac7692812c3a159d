import { api } from '../../lib/api';

/** The signed-in client's plan; logging a session refetches it, the coach's views of client workouts and the dashboard. */
export const clientWorkoutsApi = api.enhanceEndpoints({
  addTagTypes: ['clientWorkouts'],
  endpoints: {
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsLog: { invalidatesTags: ['clientWorkouts', 'dashboard'] },
  },
});

export const { useClientPortalWorkoutsPlanQuery, useClientPortalWorkoutsLogMutation } = clientWorkoutsApi;
