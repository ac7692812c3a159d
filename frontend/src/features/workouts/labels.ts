import { EXERCISE_CATEGORY_LABELS, type Difficulty, type ExerciseCategory } from '@coachcore/domain';

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };

export const categoryLabel = (category: ExerciseCategory | null | undefined) => (category ? EXERCISE_CATEGORY_LABELS[category] : null);

/** "8-12" reps, or "30 s" when the exercise is timed. */
export const repsLabel = (reps: string | null) => (reps ? (reps.endsWith('s') ? `${reps.slice(0, -1)} s` : `${reps} reps`) : null);

export const dateLabel = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
