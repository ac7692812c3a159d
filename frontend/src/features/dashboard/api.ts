import { generatedDashboardApi } from '@coachcore/api-client/dashboard';
import { generatedExercisesApi } from '@coachcore/api-client/exercises';
import { paged } from '../../lib/api';

// Every figure is provided under 'dashboard'; the writes of other features invalidate it.
export const dashboardApi = paged(generatedDashboardApi);

export const { useDashboardActivityQuery, useDashboardMessagesQuery, useDashboardNutritionQuery, useDashboardStatsQuery } = dashboardApi;
export const { useExercisesCategoriesQuery } = paged(generatedExercisesApi);
