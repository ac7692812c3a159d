import { baseApi as api } from '../base-api';
export const addTagTypes = ['goals'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      goalsListForClient: build.query<GoalsListForClientApiResponse, GoalsListForClientApiArg>({
        query: (queryArg) => ({
          url: `/api/clients/${queryArg.id}/goals`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
            active: queryArg.active,
          },
        }),
        providesTags: ['goals'],
      }),
      goalsCreate: build.mutation<GoalsCreateApiResponse, GoalsCreateApiArg>({
        query: (queryArg) => ({ url: `/api/goals`, method: 'POST', body: queryArg.createGoalDto }),
        invalidatesTags: ['goals'],
      }),
      goalsRemove: build.mutation<GoalsRemoveApiResponse, GoalsRemoveApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['goals'],
      }),
      goalsUpdate: build.mutation<GoalsUpdateApiResponse, GoalsUpdateApiArg>({
        query: (queryArg) => ({ url: `/api/goals/${queryArg.id}`, method: 'PATCH', body: queryArg.updateGoalDto }),
        invalidatesTags: ['goals'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as generatedGoalsApi };
export type GoalsListForClientApiResponse = /** status 200 The goals, newest first */ GoalResponseDto[];
export type GoalsListForClientApiArg = {
  id: string;
  /** 1-based page number. */
  page?: number;
  /** Items per page. */
  limit?: number;
  /** true: only the active goals; false: only the others (achieved, paused, cancelled); left out: all. */
  active?: boolean;
};
export type GoalsCreateApiResponse = /** status 201 The new goal */ GoalResponseDto;
export type GoalsCreateApiArg = {
  createGoalDto: CreateGoalDto;
};
export type GoalsRemoveApiResponse = unknown;
export type GoalsRemoveApiArg = {
  id: string;
};
export type GoalsUpdateApiResponse = /** status 200 The updated goal */ GoalResponseDto;
export type GoalsUpdateApiArg = {
  id: string;
  updateGoalDto: UpdateGoalDto;
};
export type GoalCategory = 'fitness' | 'nutrition' | 'lifestyle';
export type GoalStatus = 'active' | 'achieved' | 'paused' | 'cancelled';
export type GoalResponseDto = {
  /** When the goal was achieved; null unless achieved. */
  achievedAt: string | null;
  category: GoalCategory;
  clientId: string;
  createdAt: string;
  currentValue: number | null;
  description: string | null;
  id: string;
  /** From the start value towards the target, in whole percent (0–100). */
  progress: number;
  /** The current value when the goal was set. */
  startValue: number | null;
  status: GoalStatus;
  targetDate: string | null;
  targetValue: number | null;
  title: string;
  unit: string | null;
  updatedAt: string;
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
export type CreateGoalDto = {
  category: GoalCategory;
  /** The client of the caller's business the goal is for. */
  clientId: string;
  currentValue?: number | null;
  description?: string | null;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title: string;
  unit?: string | null;
};
export type UpdateGoalDto = {
  category?: GoalCategory;
  currentValue?: number | null;
  description?: string | null;
  status?: GoalStatus;
  /** YYYY-MM-DD (an ISO date-time is accepted too; the day is kept). */
  targetDate?: string | null;
  targetValue?: number | null;
  title?: string;
  unit?: string | null;
};
export const { useGoalsListForClientQuery, useGoalsCreateMutation, useGoalsRemoveMutation, useGoalsUpdateMutation } = injectedRtkApi;
