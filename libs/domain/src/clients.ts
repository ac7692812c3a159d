/** Clients, goals and health data (document 2): option lists and the spec's messages, shared by server and browser. */
export const FITNESS_GOALS = ['weight_loss', 'muscle_building', 'general_fitness', 'athletic_performance'] as const;
export type FitnessGoal = (typeof FITNESS_GOALS)[number];

export const FITNESS_GOAL_LABELS: Record<FitnessGoal, string> = {
  weight_loss: 'Weight Loss',
  muscle_building: 'Muscle Building',
  general_fitness: 'General Fitness',
  athletic_performance: 'Athletic Performance',
};

export const GOAL_CATEGORIES = ['fitness', 'nutrition', 'lifestyle'] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

export const GOAL_STATUSES = ['active', 'achieved', 'paused', 'cancelled'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];

export const FITNESS_EXPERIENCE = ['beginner', 'intermediate', 'advanced'] as const;
export type FitnessExperience = (typeof FITNESS_EXPERIENCE)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'lightly_active', 'moderately_active', 'very_active'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const CLIENT_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidFitnessGoal: 'Fitness goal must be one of weight_loss, muscle_building, general_fitness, athletic_performance',
  emailTaken: 'A client with this email already exists',
  notFound: 'Client not found',
  added: 'Client added successfully!',
  addFailed: 'Failed to add client',
  clientRequired: 'Client is required',
  goalTitleRequired: 'Goal title is required',
  categoryRequired: 'Category is required',
  invalidCategory: 'Category must be fitness, nutrition or lifestyle',
  invalidGoalStatus: 'Status must be active, achieved, paused or cancelled',
  goalNotFound: 'Goal not found',
  goalCreated: 'Goal created successfully!',
  goalCreateFailed: 'Failed to create goal',
  workoutFrequencyRange: 'Workout frequency must be between 0 and 7',
  healthProfileUpdated: 'Health profile updated successfully!',
  healthProfileFailed: 'Error updating health profile',
  measurementsRecorded: 'Measurements recorded successfully!',
  measurementNumeric: 'Measurements must be numbers',
  measurementRequired: 'Enter at least one measurement',
  targetValueNumeric: 'Target value must be a number',
  currentValueNumeric: 'Current value must be a number',
  csvFileRequired: 'Choose a CSV file to import',
  csvTooLarge: 'The CSV file is too large (at most 5,000 rows)',
} as const;

/** Page sizes for client lists. */
export const CLIENT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** Progress of a goal towards its target, 0–100 (capped, as the goal cards show it). */
export function goalProgress(goal: { currentValue?: number | null; targetValue?: number | null; startValue?: number | null }): number {
  const { currentValue: current, targetValue: target } = goal;
  if (current == null || target == null) return 0;
  const start = goal.startValue ?? 0;
  if (target === start) return current === target ? 100 : 0;
  const ratio = (current - start) / (target - start);
  return Math.max(0, Math.min(100, Math.round(ratio * 100)));
}

/** Whether a goal's current value has reached its target, in the goal's direction (up from start, or down). */
export function goalReached(goal: { currentValue?: number | null; targetValue?: number | null; startValue?: number | null }): boolean {
  const { currentValue: current, targetValue: target } = goal;
  if (current == null || target == null) return false;
  const start = goal.startValue ?? null;
  const decreasing = start != null && target < start;
  return decreasing ? current <= target : current >= target;
}

/** Health-profile lists are typed as comma-plus-space separated text on the form. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
export const joinList = (items: readonly string[] | null | undefined): string => (items ?? []).join(', ');
