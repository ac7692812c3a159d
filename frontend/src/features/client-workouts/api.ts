import { api } from '../../lib/api';

/** The signed-in client's plan; logging a session refetches it, the coach's views of client workouts and the dashboard. */
export const clientWorkoutsApi = api.enhanceEndpoints({
  addTagTypes: ['clientWorkouts', 'habits'],
  endpoints: {
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsLog: { invalidatesTags: ['clientWorkouts', 'dashboard'] },
    clientPortalHabitsList: { providesTags: ['habits'] },
    clientPortalHabitsLog: { invalidatesTags: ['habits'] },
  },
});

export const { useClientPortalWorkoutsPlanQuery, useClientPortalWorkoutsLogMutation, useClientPortalHabitsListQuery, useClientPortalHabitsLogMutation } =
  clientWorkoutsApi;
