import { generatedHabitsApi } from '@coachcore/api-client/habits';
import { paged } from '../../lib/api';

// The Habits section's calls, loaded with it: the habits are provided and invalidated under 'habits' (generated).
export const { useHabitsAssignMutation, useHabitsCreateMutation, useHabitsListQuery, useHabitsRemoveMutation } = paged(generatedHabitsApi);
