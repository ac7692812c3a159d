import { validateWorkoutForm, type Difficulty, type ExerciseCategory } from '@coachcore/domain';
import type { CreateWorkoutDto, WorkoutResponseDto } from '@coachcore/api-client/workouts';
import { domainResolver } from '../../components/form';

/** One row of the builder. A superset is a run of rows each linked to the one above, so its exercises stay together. */
export interface BuilderRow {
  /** Stable key for drag and drop (not sent). */
  key: string;
  exerciseId: string;
  exerciseName: string;
  sets: string;
  reps: string;
  weight: string;
  restTime: string;
  tempo: string;
  notes: string;
  supersetWithPrevious: boolean;
}

export interface WorkoutFormValues {
  name: string;
  description: string;
  category: ExerciseCategory | '';
  difficulty: Difficulty | '';
  duration: string;
  isTemplate: boolean;
  exercises: BuilderRow[];
}

let nextKey = 0;
export const newRowKey = () => `row-${++nextKey}`;

export const EMPTY_WORKOUT_FORM: WorkoutFormValues = {
  name: '',
  description: '',
  category: '',
  difficulty: '',
  duration: '',
  isTemplate: false,
  exercises: [],
};

export const newRow = (exercise: { id: string; name: string }): BuilderRow => ({
  key: newRowKey(),
  exerciseId: exercise.id,
  exerciseName: exercise.name,
  sets: '3',
  reps: '10',
  weight: '',
  restTime: '60',
  tempo: '',
  notes: '',
  supersetWithPrevious: false,
});

const text = (value: number | string | null) => (value === null ? '' : String(value));

export const toWorkoutForm = (workout: WorkoutResponseDto): WorkoutFormValues => ({
  name: workout.name,
  description: workout.description ?? '',
  category: workout.category ?? '',
  difficulty: workout.difficulty ?? '',
  duration: text(workout.duration),
  isTemplate: workout.isTemplate,
  exercises: workout.exercises.map((item, index) => ({
    key: newRowKey(),
    exerciseId: item.exerciseId,
    exerciseName: item.exerciseName,
    sets: text(item.sets),
    reps: item.reps ?? '',
    weight: text(item.weight),
    restTime: text(item.restTime),
    tempo: item.tempo ?? '',
    notes: item.notes ?? '',
    supersetWithPrevious: index > 0 && item.supersetGroup !== null && workout.exercises[index - 1]!.supersetGroup === item.supersetGroup,
  })),
});

/** Superset group numbers from the links: 1 for the first run of linked rows, 2 for the next, none for rows on their own. */
export function supersetGroups(rows: Pick<BuilderRow, 'supersetWithPrevious'>[]): (number | null)[] {
  const groups: (number | null)[] = [];
  let last = 0;
  rows.forEach((row, index) => {
    const startsGroup = rows[index + 1]?.supersetWithPrevious && !row.supersetWithPrevious;
    if (index > 0 && row.supersetWithPrevious) groups.push(groups[index - 1] ?? null);
    else groups.push(startsGroup ? ++last : null);
  });
  return groups;
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export const toWorkoutBody = (values: WorkoutFormValues): CreateWorkoutDto => {
  const groups = supersetGroups(values.exercises);
  return {
    name: values.name.trim(),
    description: values.description.trim() || null,
    category: values.category || null,
    difficulty: values.difficulty || null,
    duration: numberOrNull(values.duration),
    isTemplate: values.isTemplate,
    exercises: values.exercises.map((row, orderIndex) => ({
      exerciseId: row.exerciseId,
      orderIndex,
      sets: numberOrNull(row.sets),
      reps: row.reps.trim() || null,
      weight: numberOrNull(row.weight),
      restTime: numberOrNull(row.restTime),
      tempo: row.tempo.trim() || null,
      notes: row.notes.trim() || null,
      supersetGroup: groups[orderIndex] ?? null,
    })),
  };
};

export const workoutFormResolver = domainResolver<WorkoutFormValues>((values) =>
  validateWorkoutForm({
    ...values,
    exercises: values.exercises.map((row, index) => ({ ...row, supersetGroup: supersetGroups(values.exercises)[index] ?? null })),
  }),
);
