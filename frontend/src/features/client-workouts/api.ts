import { generatedClientPortalApi, type ClientHabitResponseDto, type ClientWorkoutResponseDto } from '@coachcore/api-client/client-portal';
import { cursorList, paged, type CursorPage } from '../../lib/api';

/** Rows per "Load more" of the client's plan and habits. */
export const PLAN_PAGE_SIZE = 20;
export const HABITS_PAGE_SIZE = 20;

/** The signed-in client's plan; logging a session refetches it, the coach's views of client workouts and the dashboard. */
const enhanced = paged(generatedClientPortalApi).enhanceEndpoints({
  addTagTypes: ['clientWorkouts', 'habits', 'dashboard'],
  endpoints: {
    clientPortalWorkoutsPlan: { providesTags: ['clientWorkouts'] },
    clientPortalWorkoutsLog: { invalidatesTags: ['clientWorkouts', 'dashboard'] },
    clientPortalHabitsList: { providesTags: ['habits'] },
    clientPortalHabitsLog: { invalidatesTags: ['habits'] },
    clientPortalHabitsSetReminder: { invalidatesTags: ['habits'] },
  },
});

/** The plan (soonest first) and the day's habits (oldest first), a page at a time ("Load more"). */
export const clientWorkoutsApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    myPlanPages: build.infiniteQuery<CursorPage<ClientWorkoutResponseDto>, void, string>({
      ...cursorList<ClientWorkoutResponseDto, void>(() => ({ url: '/api/client/workout-plan', params: { limit: PLAN_PAGE_SIZE } })),
      providesTags: ['clientWorkouts'],
    }),
    myHabitsPages: build.infiniteQuery<CursorPage<ClientHabitResponseDto>, { date: string }, string>({
      ...cursorList<ClientHabitResponseDto, { date: string }>(({ date }) => ({ url: '/api/client/habits', params: { date, limit: HABITS_PAGE_SIZE } })),
      providesTags: ['habits'],
    }),
  }),
});

export const {
  useMyPlanPagesInfiniteQuery,
  useClientPortalWorkoutsLogMutation,
  useMyHabitsPagesInfiniteQuery,
  useClientPortalHabitsLogMutation,
  useClientPortalHabitsSetReminderMutation,
} = clientWorkoutsApi;
