import { baseApi as api } from '../base-api';
export const addTagTypes = ['exercises'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      exercisesList: build.query<ExercisesListApiResponse, ExercisesListApiArg>({
        query: (queryArg) => ({
          url: `/api/exercises`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            category: queryArg.category,
            difficulty: queryArg.difficulty,
            search: queryArg.search,
            muscleGroup: queryArg.muscleGroup,
            equipment: queryArg.equipment,
          },
        }),
        providesTags: ['exercises'],
      }),
      exercisesCreate: build.mutation<ExercisesCreateApiResponse, ExercisesCreateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises`, method: 'POST', body: queryArg.createExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesCategories: build.query<ExercisesCategoriesApiResponse, ExercisesCategoriesApiArg>({
        query: () => ({ url: `/api/exercises/categories` }),
        providesTags: ['exercises'],
      }),
      exercisesRemove: build.mutation<ExercisesRemoveApiResponse, ExercisesRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['exercises'],
      }),
      exercisesGet: build.query<ExercisesGetApiResponse, ExercisesGetApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}` }),
        providesTags: ['exercises'],
      }),
      exercisesUpdate: build.mutation<ExercisesUpdateApiResponse, ExercisesUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}`, method: 'PATCH', body: queryArg.updateExerciseDto }),
        invalidatesTags: ['exercises'],
      }),
      exercisesImage: build.query<ExercisesImageApiResponse, ExercisesImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image` }),
        providesTags: ['exercises'],
      }),
      exercisesUploadImage: build.mutation<ExercisesUploadImageApiResponse, ExercisesUploadImageApiArg>({
        query: (queryArg) => ({ url: `/api/exercises/${queryArg.id}/image`, method: 'POST', body: queryArg.exerciseImageUploadDto }),
        invalidatesTags: ['exercises'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedExercisesApi };
export type ExercisesListApiResponse = /** status 200 The page of exercises, by name */ ExerciseResponseDto[];
export type ExercisesListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  category?: ExerciseCategory;
  difficulty?: Difficulty;
  /** Matches the name or the description, case-insensitively. */
  search?: string;
  /** An exercise matches when it trains this muscle group (case-insensitive). */
  muscleGroup?: string;
  /** Exact equipment, case-insensitive. */
  equipment?: string;
};
export type ExercisesCreateApiResponse = /** status 201 The new exercise */ ExerciseResponseDto;
export type ExercisesCreateApiArg = {
  createExerciseDto: CreateExerciseDto;
};
export type ExercisesCategoriesApiResponse = /** status 200 The four categories, in the spec order */ ExerciseCategoryDto[];
export type ExercisesCategoriesApiArg = void;
export type ExercisesRemoveApiResponse = unknown;
export type ExercisesRemoveApiArg = {
  id: string;
};
export type ExercisesGetApiResponse = /** status 200 The exercise */ ExerciseResponseDto;
export type ExercisesGetApiArg = {
  id: string;
};
export type ExercisesUpdateApiResponse = /** status 200 The updated exercise */ ExerciseResponseDto;
export type ExercisesUpdateApiArg = {
  id: string;
  updateExerciseDto: UpdateExerciseDto;
};
export type ExercisesImageApiResponse = /** status 200 The image, with its detected Content-Type */ Blob;
export type ExercisesImageApiArg = {
  id: string;
};
export type ExercisesUploadImageApiResponse = /** status 200 The exercise with its image */ ExerciseResponseDto;
export type ExercisesUploadImageApiArg = {
  id: string;
  exerciseImageUploadDto: ExerciseImageUploadDto;
};
export type ExerciseCategory = 'strength' | 'cardio' | 'flexibility' | 'functional';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type ExerciseResponseDto = {
  category: ExerciseCategory;
  /** The business that added it; null for the library that ships with CoachCore (read-only). */
  coachId: string | null;
  createdAt: string;
  description: string | null;
  difficulty: Difficulty | null;
  equipment: string | null;
  id: string;
  /** The authorised route that serves the uploaded image; null without one. */
  imageUrl: string | null;
  /** Step-by-step instructions. */
  instructions: string[];
  /** True for the business's own exercises (editable), false for the shipped library. */
  isCustom: boolean;
  muscleGroups: string[];
  name: string;
  updatedAt: string;
  videoUrl: string | null;
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
export type CreateExerciseDto = {
  category: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name: string;
  videoUrl?: string | null;
};
export type ExerciseCategoryDto = {
  /** Exercises of the category the business sees (the shipped library and its own). */
  exerciseCount: number;
  /** The category itself is the card's id. */
  id: ExerciseCategory;
  /** No category image ships with the product: null. */
  imageUrl: string | null;
  name: string;
  /** The muscle groups the category's exercises train most. */
  tags: string[];
};
export type UpdateExerciseDto = {
  category?: ExerciseCategory;
  description?: string | null;
  difficulty?: Difficulty | null;
  equipment?: string | null;
  /** Step-by-step, one step per item. */
  instructions?: string[];
  muscleGroups?: string[];
  name?: string;
  videoUrl?: string | null;
};
export type ExerciseImageUploadDto = {
  /** JPEG, PNG, WebP or GIF, at most 5 MB */
  file: Blob;
};
export const {
  useExercisesListQuery,
  useExercisesCreateMutation,
  useExercisesCategoriesQuery,
  useExercisesRemoveMutation,
  useExercisesGetQuery,
  useExercisesUpdateMutation,
  useExercisesImageQuery,
  useExercisesUploadImageMutation,
} = injectedRtkApi;
