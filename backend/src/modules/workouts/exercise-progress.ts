import type { ExerciseProgressDto, ExerciseProgressPointDto } from './dto/client-workout.dto';
import type { LoggedSet, WorkoutLog } from './entities/workout-log.entity';

/** The better of two sets: the heavier, or with equal (or no) weight the one with more reps. */
const better = (a: LoggedSet, b: LoggedSet): LoggedSet => {
  const weightA = a.weight ?? 0;
  const weightB = b.weight ?? 0;
  if (weightA !== weightB) return weightA > weightB ? a : b;
  return a.reps >= b.reps ? a : b;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** One point per exercise and day: the best set, the volume (reps × weight) and the reps of all the day's sets. */
export function exerciseProgress(logs: Pick<WorkoutLog, 'date' | 'sets' | 'exercise'>[]): ExerciseProgressDto[] {
  const byExercise = new Map<string, { name: string; days: Map<string, LoggedSet[]> }>();
  for (const log of logs) {
    const entry = byExercise.get(log.exercise.id) ?? { name: log.exercise.name, days: new Map<string, LoggedSet[]>() };
    entry.days.set(log.date, [...(entry.days.get(log.date) ?? []), ...log.sets]);
    byExercise.set(log.exercise.id, entry);
  }
  return [...byExercise.entries()]
    .map(([exerciseId, { name, days }]) => ({
      exerciseId,
      exerciseName: name,
      points: [...days.entries()]
        .filter(([, sets]) => sets.length > 0)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, sets]): ExerciseProgressPointDto => {
          const best = sets.reduce(better);
          return {
            date,
            bestWeight: best.weight ?? null,
            bestReps: best.reps,
            volume: round2(sets.reduce((sum, set) => sum + set.reps * (set.weight ?? 0), 0)),
            totalReps: sets.reduce((sum, set) => sum + set.reps, 0),
          };
        }),
    }))
    .filter((exercise) => exercise.points.length > 0)
    .sort((a, b) => a.exerciseName.localeCompare(b.exerciseName));
}
