import { baseApi as api } from '../base-api';
export const addTagTypes = ['workouts'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      clientWorkoutsProgress: build.query<ClientWorkoutsProgressApiResponse, ClientWorkoutsProgressApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workout-progress`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
      }),
      clientWorkoutsList: build.query<ClientWorkoutsListApiResponse, ClientWorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/workouts`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['workouts'],
      }),
      workoutsList: build.query<WorkoutsListApiResponse, WorkoutsListApiArg>({
        query: (queryArg) => ({
          url: `/api/workouts`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            search: queryArg.search,
          },
        }),
        providesTags: ['workouts'],
      }),
      workoutsCreate: build.mutation<WorkoutsCreateApiResponse, WorkoutsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts`, method: 'POST', body: queryArg.createWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsRemove: build.mutation<WorkoutsRemoveApiResponse, WorkoutsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['workouts'],
      }),
      workoutsGet: build.query<WorkoutsGetApiResponse, WorkoutsGetApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}` }),
        providesTags: ['workouts'],
      }),
      workoutsUpdate: build.mutation<WorkoutsUpdateApiResponse, WorkoutsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}`, method: 'PATCH', body: queryArg.updateWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsAssign: build.mutation<WorkoutsAssignApiResponse, WorkoutsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignWorkoutDto }),
        invalidatesTags: ['workouts'],
      }),
      workoutsDuplicate: build.mutation<WorkoutsDuplicateApiResponse, WorkoutsDuplicateApiArg>({
        query: (queryArg) => ({ url: `/api/workouts/${queryArg.id}/duplicate`, method: 'POST' }),
        invalidatesTags: ['workouts'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedWorkoutsApi };
export type ClientWorkoutsProgressApiResponse = /** status 200 The page of exercises by name, each with its days in order */ ExerciseProgressDto[];
export type ClientWorkoutsProgressApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type ClientWorkoutsListApiResponse = /** status 200 The page of client workouts, latest day first */ ClientWorkoutResponseDto[];
export type ClientWorkoutsListApiArg = {
  id: string;
  /** The id of the oldest item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type WorkoutsListApiResponse = /** status 200 The page of workouts, newest first */ WorkoutResponseDto[];
export type WorkoutsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
};
export type WorkoutsCreateApiResponse = /** status 201 The new workout */ WorkoutResponseDto;
export type WorkoutsCreateApiArg = {
  createWorkoutDto: CreateWorkoutDto;
};
export type WorkoutsRemoveApiResponse = unknown;
export type WorkoutsRemoveApiArg = {
  id: string;
};
export type WorkoutsGetApiResponse = /** status 200 The workout */ WorkoutResponseDto;
export type WorkoutsGetApiArg = {
  id: string;
};
export type WorkoutsUpdateApiResponse = /** status 200 The updated workout */ WorkoutResponseDto;
export type WorkoutsUpdateApiArg = {
  id: string;
  updateWorkoutDto: UpdateWorkoutDto;
};
export type WorkoutsAssignApiResponse = /** status 201 What was created and skipped */ AssignWorkoutResponseDto;
export type WorkoutsAssignApiArg = {
  id: string;
  assignWorkoutDto: AssignWorkoutDto;
};
export type WorkoutsDuplicateApiResponse = /** status 201 The copy */ WorkoutResponseDto;
export type WorkoutsDuplicateApiArg = {
  id: string;
};
export type ExerciseProgressPointDto = {
  /** Reps of the best set (the heaviest, or the most reps without weight). */
  bestReps: number;
  /** The heaviest set's weight (lbs); null for bodyweight work. */
  bestWeight: number | null;
  date: string;
  /** Reps over the day's sets. */
  totalReps: number;
  /** Sum of reps × weight over the day's sets (lbs). */
  volume: number;
};
export type ExerciseProgressDto = {
  exerciseId: string;
  exerciseName: string;
  points: ExerciseProgressPointDto[];
};
export type FieldErrorDto = {
  /** The request field, as named in the body or query. */
  field: string;
  message: string;
};
export type ErrorResponseDto = {
  /** The status's reason phrase. */
  error: string;
  /** Validation failures only: every field's problem, in the order they were checked. */
  errors?: FieldErrorDto[];
  /** The text a person reads. */
  message: string;
  /** The HTTP status, repeated. */
  statusCode: number;
};
export type LoggedSetResponseDto = {
  reps: number;
  weight: number | null;
};
export type LoggedExerciseResponseDto = {
  exerciseId: string;
  exerciseName: string;
  sets: LoggedSetResponseDto[];
};
export type WorkoutSessionDto = {
  caloriesBurned: number | null;
  date: string;
  difficultyRating: number | null;
  exercises: LoggedExerciseResponseDto[];
  notes: string | null;
  /** Minutes. */
  totalDuration: number | null;
};
export type ClientWorkoutStatus = 'scheduled' | 'completed' | 'missed';
export type ExerciseCategory = 'strength' | 'cardio' | 'flexibility' | 'functional';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type WorkoutExerciseResponseDto = {
  exerciseCategory: ExerciseCategory;
  exerciseId: string;
  exerciseName: string;
  id: string;
  notes: string | null;
  orderIndex: number;
  reps: string | null;
  /** Seconds. */
  restTime: number | null;
  sets: number | null;
  supersetGroup: number | null;
  tempo: string | null;
  weight: number | null;
};
export type WorkoutResponseDto = {
  category: ExerciseCategory | null;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  /** Minutes. */
  duration: number | null;
  /** In order. */
  exercises: WorkoutExerciseResponseDto[];
  id: string;
  isTemplate: boolean;
  name: string;
  updatedAt: string;
};
export type ClientWorkoutResponseDto = {
  clientId: string;
  completedAt: string | null;
  createdAt: string;
  id: string;
  /** When the day passed without a log. */
  missedAt: string | null;
  notes: string | null;
  scheduledDate: string;
  /** The logged session; null until completed. */
  session: WorkoutSessionDto | null;
  status: ClientWorkoutStatus;
  workout: WorkoutResponseDto;
  workoutId: string;
};
export type WorkoutExerciseInputDto = {
  /** An exercise of the shipped library or of the business. */
  exerciseId: string;
  notes?: string | null;
  /** Position in the workout (0 first); the list's order is kept when omitted. */
  orderIndex?: number | null;
  /** A count ("12"), a range ("8-12") or seconds ("30s"). */
  reps?: string | null;
  /** Seconds of rest after the exercise. */
  restTime?: number | null;
  sets?: number | null;
  /** Exercises sharing a number form a superset; they must be next to each other. */
  supersetGroup?: number | null;
  tempo?: string | null;
  /** lbs. */
  weight?: number | null;
};
export type CreateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name: string;
};
export type UpdateWorkoutDto = {
  category?: ExerciseCategory | null;
  description?: string | null;
  difficulty?: Difficulty | null;
  /** Minutes. */
  duration?: number | null;
  /** The exercises in order. */
  exercises?: WorkoutExerciseInputDto[];
  isTemplate?: boolean;
  name?: string;
};
export type AssignWorkoutResponseDto = {
  /** The client workouts created. */
  clientWorkouts: ClientWorkoutResponseDto[];
  /** Client workouts created. */
  created: number;
  /** Client-and-date pairs that already had this workout (left as they were). */
  skipped: number;
};
export type AssignWorkoutDto = {
  /** Clients of the caller's business. */
  clientIds: string[];
  /** ISO dates (YYYY-MM-DD). */
  dates: string[];
};
export const {
  useClientWorkoutsProgressQuery,
  useClientWorkoutsListQuery,
  useWorkoutsListQuery,
  useWorkoutsCreateMutation,
  useWorkoutsRemoveMutation,
  useWorkoutsGetQuery,
  useWorkoutsUpdateMutation,
  useWorkoutsAssignMutation,
  useWorkoutsDuplicateMutation,
} = injectedRtkApi;
