import type { ExerciseResponseDto } from '@coachcore/api-client';
import { api, LIST, uploadRequest } from '../../lib/api';

/**
 * Cache tags of the training endpoints. Workouts lists provide each workout's id, so an edit refetches the lists that
 * show it; exercise writes refetch the library and its category counts; assigning and logging change clients' plans
 * and the dashboard.
 */
export const workoutsApi = api
  .enhanceEndpoints({
    addTagTypes: ['workouts', 'exercises', 'clientWorkouts', 'habits'],
    endpoints: {
      workoutsList: {
        providesTags: (page) => [{ type: 'workouts', id: LIST }, ...(page?.items ?? []).map((workout) => ({ type: 'workouts' as const, id: workout.id }))],
      },
      workoutsGet: { providesTags: (_workout, _error, { id }) => [{ type: 'workouts', id }] },
      workoutsCreate: { invalidatesTags: [{ type: 'workouts', id: LIST }] },
      workoutsDuplicate: { invalidatesTags: [{ type: 'workouts', id: LIST }] },
      workoutsUpdate: { invalidatesTags: (_workout, _error, { id }) => [{ type: 'workouts', id }, { type: 'workouts', id: LIST }, 'clientWorkouts'] },
      workoutsRemove: {
        invalidatesTags: (_result, _error, { id }) => [{ type: 'workouts', id }, { type: 'workouts', id: LIST }, 'clientWorkouts', 'dashboard'],
      },
      workoutsAssign: { invalidatesTags: ['clientWorkouts'] },
      exercisesList: { providesTags: [{ type: 'exercises', id: LIST }] },
      exercisesCategories: { providesTags: [{ type: 'exercises', id: LIST }] },
      exercisesCreate: { invalidatesTags: [{ type: 'exercises', id: LIST }] },
      exercisesUpdate: {
        invalidatesTags: [
          { type: 'exercises', id: LIST },
          { type: 'workouts', id: LIST },
        ],
      },
      exercisesRemove: { invalidatesTags: [{ type: 'exercises', id: LIST }] },
    },
  })
  .injectEndpoints({
    // The image upload is multipart, which the generated hook cannot send.
    endpoints: (build) => ({
      exercisesUploadImageFile: build.mutation<ExerciseResponseDto, { id: string; file: File }>({
        query: ({ id, file }) => uploadRequest(`/api/exercises/${id}/image`, file),
        invalidatesTags: [{ type: 'exercises', id: LIST }],
      }),
    }),
  });

export const {
  useClientsListQuery,
  useExercisesCategoriesQuery,
  useExercisesCreateMutation,
  useExercisesListQuery,
  useExercisesRemoveMutation,
  useExercisesUploadImageFileMutation,
  useHabitsAssignMutation,
  useHabitsCreateMutation,
  useHabitsListQuery,
  useHabitsRemoveMutation,
  useWorkoutsAssignMutation,
  useWorkoutsCreateMutation,
  useWorkoutsDuplicateMutation,
  useWorkoutsListQuery,
  useWorkoutsRemoveMutation,
  useWorkoutsUpdateMutation,
} = workoutsApi;
