import { validateWorkoutLogForm } from '@coachcore/domain';
import type { ClientWorkoutResponseDto, LogWorkoutDto } from '@coachcore/api-client/client-portal';
import { domainResolver } from '../../components/form';
import type { Units } from '../../hooks/useUnits';

export interface LoggedSetValues {
  reps: string;
  weight: string;
}

export interface LogFormValues {
  exercises: { exerciseId: string; exerciseName: string; sets: LoggedSetValues[] }[];
  totalDuration: string;
  difficultyRating: string;
  notes: string;
}

/** The form starts from the plan: each exercise with as many sets as prescribed, reps and weight (in the person's unit) pre-filled. */
export const toLogForm = (item: ClientWorkoutResponseDto, units: Units): LogFormValues => ({
  exercises: item.workout.exercises.map((exercise) => ({
    exerciseId: exercise.exerciseId,
    exerciseName: exercise.exerciseName,
    sets: Array.from({ length: exercise.sets ?? 1 }, () => ({
      reps: exercise.reps && /^\d+$/.test(exercise.reps) ? exercise.reps : '',
      weight: units.text(exercise.weight, 'mass'),
    })),
  })),
  totalDuration: item.workout.duration !== null ? String(item.workout.duration) : '',
  difficultyRating: '',
  notes: '',
});

export const logFormResolver = domainResolver<LogFormValues>(validateWorkoutLogForm);

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Sets left without reps were not done; exercises with none done are left out. Weights go in pounds, as stored. */
export const toLogBody = (values: LogFormValues, units: Units): LogWorkoutDto => ({
  exercises: values.exercises
    .map((exercise) => ({
      exerciseId: exercise.exerciseId,
      sets: exercise.sets
        .filter((set) => set.reps.trim() !== '')
        .map((set) => ({ reps: Number(set.reps), weight: numberOrNull(units.toStored(set.weight, 'mass')) })),
    }))
    .filter((exercise) => exercise.sets.length > 0),
  totalDuration: numberOrNull(values.totalDuration),
  difficultyRating: numberOrNull(values.difficultyRating),
  notes: values.notes.trim() || null,
});
