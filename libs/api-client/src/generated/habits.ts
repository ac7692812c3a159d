import { baseApi as api } from '../base-api';
export const addTagTypes = ['habits'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      habitsEnd: build.mutation<HabitsEndApiResponse, HabitsEndApiArg>({
        query: (queryArg) => ({ url: `/api/client-habits/${queryArg.id}/end`, method: 'POST' }),
        invalidatesTags: ['habits'],
      }),
      habitsListForClient: build.query<HabitsListForClientApiResponse, HabitsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/habits`,
          params: {
            cursor: queryArg.cursor,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      habitsList: build.query<HabitsListApiResponse, HabitsListApiArg>({
        query: (queryArg) => ({
          url: `/api/habit-templates`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['habits'],
      }),
      habitsCreate: build.mutation<HabitsCreateApiResponse, HabitsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates`, method: 'POST', body: queryArg.createHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsRemove: build.mutation<HabitsRemoveApiResponse, HabitsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['habits'],
      }),
      habitsUpdate: build.mutation<HabitsUpdateApiResponse, HabitsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}`, method: 'PATCH', body: queryArg.updateHabitTemplateDto }),
        invalidatesTags: ['habits'],
      }),
      habitsAssign: build.mutation<HabitsAssignApiResponse, HabitsAssignApiArg>({
        query: (queryArg) => ({ url: `/api/habit-templates/${queryArg.id}/assign`, method: 'POST', body: queryArg.assignHabitDto }),
        invalidatesTags: ['habits'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedHabitsApi };
export type HabitsEndApiResponse = /** status 200 The habit, ended */ ClientHabitResponseDto;
export type HabitsEndApiArg = {
  id: string;
};
export type HabitsListForClientApiResponse = /** status 200 The page of the client's habits, oldest first */ ClientHabitResponseDto[];
export type HabitsListForClientApiArg = {
  id: string;
  /** The id of the last item already loaded (the previous page’s `X-Next-Cursor`). */
  cursor?: string;
  /** Items per page. */
  limit?: number;
};
export type HabitsListApiResponse = /** status 200 The habits, by name */ HabitTemplateResponseDto[];
export type HabitsListApiArg = {
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
};
export type HabitsCreateApiResponse = /** status 201 The new habit */ HabitTemplateResponseDto;
export type HabitsCreateApiArg = {
  createHabitTemplateDto: CreateHabitTemplateDto;
};
export type HabitsRemoveApiResponse = unknown;
export type HabitsRemoveApiArg = {
  id: string;
};
export type HabitsUpdateApiResponse = /** status 200 The updated habit */ HabitTemplateResponseDto;
export type HabitsUpdateApiArg = {
  id: string;
  updateHabitTemplateDto: UpdateHabitTemplateDto;
};
export type HabitsAssignApiResponse = /** status 201 How many clients got it and how many had it already */ AssignHabitResponseDto;
export type HabitsAssignApiArg = {
  id: string;
  assignHabitDto: AssignHabitDto;
};
export type HabitCategory = 'fitness' | 'nutrition' | 'hydration' | 'sleep' | 'mindfulness' | 'lifestyle';
export type HabitFrequency = 'daily' | 'weekly';
export type HabitDayDto = {
  actualValue: number | null;
  completed: boolean;
  energy: number | null;
  logDate: string;
  mood: number | null;
  notes: string | null;
};
export type HabitTrackingType = 'checkbox' | 'count' | 'duration';
export type ClientHabitResponseDto = {
  category: HabitCategory;
  clientId: string;
  description: string | null;
  endDate: string | null;
  frequency: HabitFrequency;
  habitTemplateId: string | null;
  id: string;
  isActive: boolean;
  longestStreak: number;
  name: string;
  reminderEnabled: boolean;
  reminderTime: string | null;
  startDate: string;
  /** Consecutive days (or weeks) completed up to the date asked for; 0 once one was missed. */
  streak: number;
  targetValue: number | null;
  /** The check-off of the date asked for, if any. */
  today: HabitDayDto | null;
  totalCompletions: number;
  trackingType: HabitTrackingType;
  unit: string | null;
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
export type HabitDifficulty = 'easy' | 'medium' | 'hard';
export type HabitTemplateResponseDto = {
  category: HabitCategory;
  coachId: string;
  createdAt: string;
  description: string | null;
  difficulty: HabitDifficulty;
  estimatedTime: number | null;
  frequency: HabitFrequency;
  id: string;
  isPublic: boolean;
  name: string;
  targetValue: number | null;
  trackingType: HabitTrackingType;
  unit: string | null;
};
export type CreateHabitTemplateDto = {
  category: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  /** Minutes a day. */
  estimatedTime?: number | null;
  frequency: HabitFrequency;
  isPublic?: boolean;
  name: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType: HabitTrackingType;
  unit?: string | null;
};
export type UpdateHabitTemplateDto = {
  category?: HabitCategory;
  description?: string | null;
  difficulty?: HabitDifficulty;
  frequency?: HabitFrequency;
  isPublic?: boolean;
  name?: string;
  /** What a day (or week) asks for, in `unit`. */
  targetValue?: number | null;
  trackingType?: HabitTrackingType;
  unit?: string | null;
};
export type AssignHabitResponseDto = {
  assigned: number;
  /** Clients who already had this habit. */
  skipped: number;
};
export type AssignHabitDto = {
  clientIds: string[];
  /** HH:MM. */
  reminderTime?: string | null;
  /** The first day (YYYY-MM-DD); today when left out. */
  startDate?: string;
};
export const {
  useHabitsEndMutation,
  useHabitsListForClientQuery,
  useHabitsListQuery,
  useHabitsCreateMutation,
  useHabitsRemoveMutation,
  useHabitsUpdateMutation,
  useHabitsAssignMutation,
} = injectedRtkApi;
