import { DIFFICULTIES, EXERCISE_CATEGORIES, REPS_PATTERN, TRAINING_MESSAGES } from './training';
import { validateReminderTime } from './habits';
import { isBlank, type ValidationErrors } from './validation';

/** Typed text: blank (optional) or a number within [min, max], whole when `integer`. */
const inRange = (text: string, min: number, max: number, integer = true): boolean => {
  if (text.trim() === '') return true;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value));
};

export interface WorkoutExerciseFormInput {
  exerciseId: string;
  sets: string;
  reps: string;
  weight: string;
  restTime: string;
  supersetGroup: number | null;
}

export interface WorkoutFormInput {
  name: string;
  category: string;
  difficulty: string;
  duration: string;
  exercises: WorkoutExerciseFormInput[];
}

/** The workout builder's rules, the server's in the same words; an exercise row's message sits beside its field. */
export function validateWorkoutForm(input: WorkoutFormInput): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  if (isBlank(input.name)) errors.name = TRAINING_MESSAGES.workoutNameRequired;
  if (input.category && !(EXERCISE_CATEGORIES as readonly string[]).includes(input.category)) errors.category = TRAINING_MESSAGES.invalidCategory;
  if (input.difficulty && !(DIFFICULTIES as readonly string[]).includes(input.difficulty)) errors.difficulty = TRAINING_MESSAGES.invalidDifficulty;
  if (!inRange(input.duration, 1, 600)) errors.duration = TRAINING_MESSAGES.durationRange;
  input.exercises.forEach((row, index) => {
    const at = `exercises.${index}`;
    if (!row.exerciseId) errors[`${at}.exerciseId`] = TRAINING_MESSAGES.exerciseRequired;
    if (!inRange(row.sets, 1, 100)) errors[`${at}.sets`] = TRAINING_MESSAGES.setsRange;
    if (row.reps.trim() && !REPS_PATTERN.test(row.reps.trim())) errors[`${at}.reps`] = TRAINING_MESSAGES.invalidReps;
    if (!inRange(row.weight, 0, 2000, false)) errors[`${at}.weight`] = TRAINING_MESSAGES.weightRange;
    if (!inRange(row.restTime, 0, 3600)) errors[`${at}.restTime`] = TRAINING_MESSAGES.restTimeRange;
  });
  const closed = new Set<number>();
  let current: number | null = null;
  input.exercises.forEach((row, index) => {
    const group = row.supersetGroup;
    if (group !== current && current !== null) closed.add(current);
    if (group !== null && closed.has(group)) errors[`exercises.${index}.supersetGroup`] = TRAINING_MESSAGES.supersetNotAdjacent;
    current = group;
  });
  return errors;
}

export interface ExerciseFormInput {
  name: string;
  category: string;
  difficulty: string;
  videoUrl: string;
}

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

/** Add Exercise rules. */
export function validateExerciseForm(input: ExerciseFormInput): ValidationErrors<keyof ExerciseFormInput> {
  const errors: ValidationErrors<keyof ExerciseFormInput> = {};
  if (isBlank(input.name)) errors.name = TRAINING_MESSAGES.exerciseNameRequired;
  if (!input.category) errors.category = TRAINING_MESSAGES.categoryRequired;
  else if (!(EXERCISE_CATEGORIES as readonly string[]).includes(input.category)) errors.category = TRAINING_MESSAGES.invalidCategory;
  if (input.difficulty && !(DIFFICULTIES as readonly string[]).includes(input.difficulty)) errors.difficulty = TRAINING_MESSAGES.invalidDifficulty;
  if (!isBlank(input.videoUrl) && !isHttpUrl(input.videoUrl)) errors.videoUrl = TRAINING_MESSAGES.invalidVideoUrl;
  return errors;
}

/** Assign Workout rules. */
export function validateAssignForm(input: { clientIds: string[]; dates: string[] }): ValidationErrors<'clientIds' | 'dates'> {
  const errors: ValidationErrors<'clientIds' | 'dates'> = {};
  if (!input.clientIds.length) errors.clientIds = TRAINING_MESSAGES.clientsRequired;
  if (!input.dates.length) errors.dates = TRAINING_MESSAGES.datesRequired;
  return errors;
}

/** Assign Habit rules: at least one client; the reminder time empty or HH:MM. */
export function validateHabitAssignForm(input: { clientIds: string[]; reminderTime?: string }): ValidationErrors<'clientIds' | 'reminderTime'> {
  return {
    ...(input.clientIds.length ? {} : { clientIds: TRAINING_MESSAGES.clientsRequired }),
    ...validateReminderTime(input.reminderTime ?? ''),
  };
}

export interface WorkoutLogFormInput {
  totalDuration: string;
  difficultyRating: string;
  exercises: { sets: { reps: string; weight: string }[] }[];
}

/** Log Workout rules: at least one set done, figures in range. */
export function validateWorkoutLogForm(input: WorkoutLogFormInput): ValidationErrors<string> {
  const errors: ValidationErrors<string> = {};
  if (!inRange(input.totalDuration, 1, 600)) errors.totalDuration = TRAINING_MESSAGES.totalDurationRange;
  if (!inRange(input.difficultyRating, 1, 10)) errors.difficultyRating = TRAINING_MESSAGES.difficultyRatingRange;
  input.exercises.forEach((exercise, e) =>
    exercise.sets.forEach((set, s) => {
      if (!inRange(set.reps, 0, 1000)) errors[`exercises.${e}.sets.${s}.reps`] = TRAINING_MESSAGES.setRepsRange;
      if (!inRange(set.weight, 0, 2000, false)) errors[`exercises.${e}.sets.${s}.weight`] = TRAINING_MESSAGES.weightRange;
    }),
  );
  const anySet = input.exercises.some((exercise) => exercise.sets.some((set) => set.reps.trim() !== ''));
  if (!anySet) errors.form = TRAINING_MESSAGES.logExercisesRequired;
  return errors;
}
