/** Training (document 2: Workouts screen, exercises, workouts, client workouts, workout logs): option lists and messages. */
export const EXERCISE_CATEGORIES = ['strength', 'cardio', 'flexibility', 'functional'] as const;
export type ExerciseCategory = (typeof EXERCISE_CATEGORIES)[number];

export const EXERCISE_CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  cardio: 'Cardio',
  flexibility: 'Flexibility',
  functional: 'Functional',
};

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const CLIENT_WORKOUT_STATUSES = ['scheduled', 'completed', 'missed'] as const;
export type ClientWorkoutStatus = (typeof CLIENT_WORKOUT_STATUSES)[number];

/** Reps as the builder takes them: a count ("12"), a range ("8-12") or seconds ("30s"). */
export const REPS_PATTERN = /^\d{1,3}(-\d{1,3})?s?$/;

export const TRAINING_MESSAGES = {
  exerciseNotFound: 'Exercise not found',
  exerciseNameRequired: 'Exercise name is required',
  categoryRequired: 'Category is required',
  invalidCategory: 'Category must be strength, cardio, flexibility or functional',
  invalidDifficulty: 'Difficulty must be beginner, intermediate or advanced',
  invalidVideoUrl: 'Video URL must be a valid http(s) URL',
  sharedExerciseReadOnly: 'Exercises of the CoachCore library cannot be changed',
  exerciseInUse: 'This exercise is used in a workout and cannot be deleted',
  workoutNotFound: 'Workout not found',
  workoutNameRequired: 'Workout name is required',
  durationRange: 'Duration must be between 1 and 600 minutes',
  exerciseRequired: 'Choose an exercise',
  setsRange: 'Sets must be between 1 and 100',
  invalidReps: 'Reps must be a number, a range like 8-12, or seconds like 30s',
  weightRange: 'Weight must be between 0 and 2000',
  restTimeRange: 'Rest time must be between 0 and 3600 seconds',
  supersetRange: 'Superset group must be a whole number from 1 to 50',
  supersetNotAdjacent: 'Exercises of a superset must be next to each other',
  clientsRequired: 'Choose at least one client',
  datesRequired: 'Choose at least one date',
  invalidDate: 'Dates must be ISO dates (YYYY-MM-DD)',
  clientWorkoutNotFound: 'Workout not found in your plan',
  logExercisesRequired: 'Log at least one exercise',
  exerciseNotInWorkout: 'Log only exercises of this workout',
  alreadyLogged: 'This workout has already been logged',
  difficultyRatingRange: 'Difficulty rating must be between 1 and 10',
  totalDurationRange: 'Total duration must be between 1 and 600 minutes',
  setRepsRange: 'Reps must be between 0 and 1000',
  workoutCreated: 'Workout created successfully!',
  workoutUpdated: 'Workout updated successfully!',
  workoutDuplicated: 'Workout duplicated successfully!',
  workoutDeleted: 'Workout deleted',
  workoutAssigned: 'Workout assigned successfully!',
  workoutLogged: 'Workout logged. Great job!',
  exerciseCreated: 'Exercise added to your library!',
  exerciseDeleted: 'Exercise deleted',
} as const;

/** Page sizes of the exercise and workout lists. */
export const EXERCISE_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;
export const WORKOUT_PAGE = { defaultLimit: 50, maxLimit: 200 } as const;

/** The suffix of a duplicated workout's name. */
export const COPY_SUFFIX = ' (Copy)';

/** The longest workout name (the form's limit and the column's). */
export const WORKOUT_NAME_MAX_LENGTH = 120;

/**
 * The name of a copy: '<name> (Copy)', the name shortened (by characters, never inside one) so the whole stays within
 * `max`: a copy of a copy of a long name is still a name the column and the form accept.
 */
export function copyName(name: string, max: number, suffix: string = COPY_SUFFIX): string {
  const characters = Array.from(name);
  const room = max - Array.from(suffix).length;
  return `${characters.length > room ? characters.slice(0, room).join('').trimEnd() : name}${suffix}`;
}
