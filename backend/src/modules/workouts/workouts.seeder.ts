import { Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { DemoBusiness, DemoSeeder } from '../../infra/seed/demo-seeder';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import type { ClientWorkout } from './entities/client-workout.entity';
import type { Exercise } from './entities/exercise.entity';
import type { WorkoutExercise } from './entities/workout-exercise.entity';
import { ExercisesRepository } from './exercises.repository';
import { WorkoutExercisesRepository } from './workout-exercises.repository';
import { WorkoutLogsRepository } from './workout-logs.repository';
import { WorkoutsRepository } from './workouts.repository';

const DAY = 86_400_000;
const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

type ItemFields = Partial<Pick<WorkoutExercise, 'sets' | 'reps' | 'weight' | 'restTime' | 'tempo' | 'supersetGroup'>>;

/**
 * The demo business's training: two workouts built from the shipped library (one with a superset), a custom
 * exercise, and the first client's plan with logged and missed sessions, so the Workouts screen, the client
 * profile's Workouts tab and the client's logging page have something to show.
 */
@Injectable()
export class WorkoutsSeeder implements DemoSeeder {
  constructor(
    private readonly exercises: ExercisesRepository,
    private readonly workouts: WorkoutsRepository,
    private readonly workoutExercises: WorkoutExercisesRepository,
    private readonly clientWorkouts: ClientWorkoutsRepository,
    private readonly logs: WorkoutLogsRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async seedDemo(demo: DemoBusiness): Promise<void> {
    const tenant = demo.tenant;
    const library = await this.exercises.libraryByName(tenant);
    const pick = (name: string): Exercise => {
      const exercise = library.get(name);
      if (!exercise) throw new Error(`The exercise library has no "${name}"`);
      return exercise;
    };
    const now = Date.now();
    this.exercises.add(tenant, {
      name: 'Studio Sled Finisher',
      description: 'Our end-of-session sled push and drag relay.',
      category: 'functional',
      muscleGroups: ['quadriceps', 'glutes'],
      equipment: 'sled',
      difficulty: 'intermediate',
      instructions: ['Push the sled 20 metres.', 'Drag it back 20 metres.', 'Rest 60 seconds and repeat.'],
    });
    const fullBody = this.workouts.add(tenant, {
      name: 'Full Body Strength A',
      description: 'Squat, press and a push-pull superset for the first block.',
      category: 'strength',
      difficulty: 'beginner',
      duration: 45,
      isTemplate: true,
    });
    fullBody.createdAt = new Date(now - 20 * DAY);
    const items: [string, ItemFields][] = [
      ['Goblet Squat', { sets: 3, reps: '10', weight: 35, restTime: 90, tempo: '3-1-1-0' }],
      ['Flat Dumbbell Press', { sets: 3, reps: '8-12', weight: 30, restTime: 90 }],
      ['Push-Up', { sets: 3, reps: '12', restTime: 0, supersetGroup: 1 }],
      ['Single-Arm Dumbbell Row', { sets: 3, reps: '10', weight: 30, restTime: 60, supersetGroup: 1 }],
      ['Plank', { sets: 3, reps: '30s', restTime: 45 }],
    ];
    items.forEach(([name, fields], orderIndex) => this.workoutExercises.add(tenant, fullBody, pick(name), { orderIndex, ...fields }));
    const conditioning = this.workouts.add(tenant, {
      name: 'Conditioning Intervals',
      description: 'Short intervals on the rower and bike.',
      category: 'cardio',
      difficulty: 'intermediate',
      duration: 30,
      isTemplate: false,
    });
    conditioning.createdAt = new Date(now - 10 * DAY);
    this.workoutExercises.add(tenant, conditioning, pick('Rowing Intervals'), { orderIndex: 0, sets: 6, reps: '60s', restTime: 60 });
    this.workoutExercises.add(tenant, conditioning, pick('Bike Intervals'), { orderIndex: 1, sets: 6, reps: '30s', restTime: 90 });

    const [sam, maria] = demo.clientIds;
    if (!sam) return void (await this.uow.save());
    const log = (item: ClientWorkout, exercise: string, reps: number[], weight: number) =>
      this.logs.add(tenant, item, pick(exercise), {
        date: item.scheduledDate,
        sets: reps.map((count) => ({ reps: count, weight })),
        totalDuration: 44,
        difficultyRating: 7,
      });
    const done = (offset: number, weights: [number, number]) => {
      const item = this.clientWorkouts.add(tenant, {
        client: sam,
        workout: fullBody.id,
        scheduledDate: isoDay(now + offset * DAY),
        status: 'completed',
        completedAt: new Date(now + offset * DAY),
      });
      log(item, 'Goblet Squat', [10, 10, 9], weights[0]);
      log(item, 'Flat Dumbbell Press', [12, 10, 8], weights[1]);
    };
    done(-14, [30, 25]);
    done(-7, [35, 30]);
    this.clientWorkouts.add(tenant, {
      client: sam,
      workout: conditioning.id,
      scheduledDate: isoDay(now - 4 * DAY),
      status: 'missed',
      missedAt: new Date(now - 3 * DAY),
    });
    this.clientWorkouts.add(tenant, { client: sam, workout: fullBody.id, scheduledDate: isoDay(now) });
    this.clientWorkouts.add(tenant, { client: sam, workout: conditioning.id, scheduledDate: isoDay(now + 2 * DAY) });
    if (maria) this.clientWorkouts.add(tenant, { client: maria, workout: fullBody.id, scheduledDate: isoDay(now + DAY) });
    await this.uow.save();
  }
}
