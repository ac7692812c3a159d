import { api } from '../../lib/api';

// Every figure is provided under 'dashboard'; the writes of other features invalidate it.
export const { useDashboardActivityQuery, useDashboardMessagesQuery, useDashboardNutritionQuery, useDashboardStatsQuery, useExercisesCategoriesQuery } = api;
