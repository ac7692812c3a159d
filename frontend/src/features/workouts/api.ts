import { generatedClientsApi } from '@coachcore/api-client/clients';
import { generatedExercisesApi, type ExerciseResponseDto } from '@coachcore/api-client/exercises';
import { generatedWorkoutsApi } from '@coachcore/api-client/workouts';
import { LIST, paged, uploadRequest } from '../../lib/api';

/**
 * Cache tags of the training endpoints. Workouts lists provide each workout's id, so an edit refetches the lists that
 * show it; exercise writes refetch the library and its category counts; assigning and logging change clients' plans
 * and the dashboard.
 */
export const workoutsApi = paged(generatedWorkoutsApi).enhanceEndpoints({
  addTagTypes: ['clientWorkouts', 'dashboard'],
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
  },
});

export const exercisesApi = paged(generatedExercisesApi)
  .enhanceEndpoints({
    addTagTypes: ['workouts'],
    endpoints: {
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
  useWorkoutsAssignMutation,
  useWorkoutsCreateMutation,
  useWorkoutsDuplicateMutation,
  useWorkoutsListQuery,
  useWorkoutsRemoveMutation,
  useWorkoutsUpdateMutation,
} = workoutsApi;
export const {
  useExercisesCategoriesQuery,
  useExercisesCreateMutation,
  useExercisesListQuery,
  useExercisesRemoveMutation,
  useExercisesUploadImageFileMutation,
} = exercisesApi;
// The clients a workout or habit is assigned to (tagged by features/clients).
export const { useClientsListQuery } = paged(generatedClientsApi);
