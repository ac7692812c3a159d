import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from '../clients/entities/client.entity';
import type { User } from '../users/entities/user.entity';
import { ClientWorkout } from './entities/client-workout.entity';
import { Exercise } from './entities/exercise.entity';
import { WorkoutExercise } from './entities/workout-exercise.entity';
import { WorkoutLog } from './entities/workout-log.entity';
import { Workout } from './entities/workout.entity';
import { ExercisesRepository } from './exercises.repository';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

/**
 * The demo business's training (called once by the seed on an empty database): two workouts built from the shipped
 * library (one with a superset), a custom exercise, and the first client's plan with logged and missed sessions, so the
 * Workouts screen, the client profile's Workouts tab and the client's logging page have something to show.
 */
export async function seedTrainingDemo(em: EntityManager, coach: User, clients: Client[]): Promise<void> {
  const library = await new ExercisesRepository(em).libraryByName({ businessId: coach.id });
  const pick = (name: string) => {
    const exercise = library.get(name);
    if (!exercise) throw new Error(`The exercise library has no "${name}"`);
    return exercise.id;
  };
  const now = Date.now();
  em.create(Exercise, {
    coach,
    name: 'Studio Sled Finisher',
    description: 'Our end-of-session sled push and drag relay.',
    category: 'functional',
    muscleGroups: ['quadriceps', 'glutes'],
    equipment: 'sled',
    difficulty: 'intermediate',
    instructions: ['Push the sled 20 metres.', 'Drag it back 20 metres.', 'Rest 60 seconds and repeat.'],
  });
  const fullBody = em.create(Workout, {
    coach,
    name: 'Full Body Strength A',
    description: 'Squat, press and a push-pull superset for the first block.',
    category: 'strength',
    difficulty: 'beginner',
    duration: 45,
    isTemplate: true,
    createdAt: new Date(now - 20 * DAY),
  });
  const items: [string, Partial<WorkoutExercise>][] = [
    ['Goblet Squat', { sets: 3, reps: '10', weight: 35, restTime: 90, tempo: '3-1-1-0' }],
    ['Flat Dumbbell Press', { sets: 3, reps: '8-12', weight: 30, restTime: 90 }],
    ['Push-Up', { sets: 3, reps: '12', restTime: 0, supersetGroup: 1 }],
    ['Single-Arm Dumbbell Row', { sets: 3, reps: '10', weight: 30, restTime: 60, supersetGroup: 1 }],
    ['Plank', { sets: 3, reps: '30s', restTime: 45 }],
  ];
  items.forEach(([name, fields], orderIndex) => em.create(WorkoutExercise, { workout: fullBody, exercise: pick(name), orderIndex, ...fields }));
  const conditioning = em.create(Workout, {
    coach,
    name: 'Conditioning Intervals',
    description: 'Short intervals on the rower and bike.',
    category: 'cardio',
    difficulty: 'intermediate',
    duration: 30,
    createdAt: new Date(now - 10 * DAY),
  });
  em.create(WorkoutExercise, { workout: conditioning, exercise: pick('Rowing Intervals'), orderIndex: 0, sets: 6, reps: '60s', restTime: 60 });
  em.create(WorkoutExercise, { workout: conditioning, exercise: pick('Bike Intervals'), orderIndex: 1, sets: 6, reps: '30s', restTime: 90 });

  const [sam, maria] = clients;
  if (!sam) return;
  const done = (offset: number, weights: [number, number]) => {
    const item = em.create(ClientWorkout, {
      coach,
      client: sam,
      workout: fullBody,
      scheduledDate: isoDay(now + offset * DAY),
      status: 'completed',
      completedAt: new Date(now + offset * DAY),
    });
    em.create(WorkoutLog, {
      clientWorkout: item,
      exercise: pick('Goblet Squat'),
      client: sam,
      date: isoDay(now + offset * DAY),
      sets: [10, 10, 9].map((reps) => ({ reps, weight: weights[0] })),
      totalDuration: 44,
      difficultyRating: 7,
    });
    em.create(WorkoutLog, {
      clientWorkout: item,
      exercise: pick('Flat Dumbbell Press'),
      client: sam,
      date: isoDay(now + offset * DAY),
      sets: [12, 10, 8].map((reps) => ({ reps, weight: weights[1] })),
      totalDuration: 44,
      difficultyRating: 7,
    });
  };
  done(-14, [30, 25]);
  done(-7, [35, 30]);
  em.create(ClientWorkout, {
    coach,
    client: sam,
    workout: conditioning,
    scheduledDate: isoDay(now - 4 * DAY),
    status: 'missed',
    missedAt: new Date(now - 3 * DAY),
  });
  em.create(ClientWorkout, { coach, client: sam, workout: fullBody, scheduledDate: isoDay(now) });
  em.create(ClientWorkout, { coach, client: sam, workout: conditioning, scheduledDate: isoDay(now + 2 * DAY) });
  if (maria) em.create(ClientWorkout, { coach, client: maria, workout: fullBody, scheduledDate: isoDay(now + DAY) });
  await em.flush();
}
