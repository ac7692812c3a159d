import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientPortalHabitsController } from './client-portal-habits.controller';
import { ClientPortalWorkoutsController } from './client-portal-workouts.controller';
import { ClientHabitsRepository } from './client-habits.repository';
import { ClientWorkoutsController } from './client-workouts.controller';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import { ClientWorkoutsService } from './client-workouts.service';
import { ExercisesController } from './exercises.controller';
import { ExercisesRepository } from './exercises.repository';
import { ExercisesService } from './exercises.service';
import { HabitLogsRepository } from './habit-logs.repository';
import { HabitTemplatesRepository } from './habit-templates.repository';
import { HabitsController } from './habits.controller';
import { HabitsService } from './habits.service';
import { WorkoutExercisesRepository } from './workout-exercises.repository';
import { WorkoutLogsRepository } from './workout-logs.repository';
import { WorkoutsController } from './workouts.controller';
import { WorkoutsRepository } from './workouts.repository';
import { WorkoutsService } from './workouts.service';
import { Exercise } from './entities/exercise.entity';
import { Workout } from './entities/workout.entity';
import { WorkoutExercise } from './entities/workout-exercise.entity';
import { ClientWorkout } from './entities/client-workout.entity';
import { WorkoutLog } from './entities/workout-log.entity';
import { HabitTemplate } from './entities/habit-template.entity';
import { ClientHabit } from './entities/client-habit.entity';
import { HabitLog } from './entities/habit-log.entity';
import { HabitReminder } from './entities/habit-reminder.entity';
import { WorkoutsSeeder } from './workouts.seeder';
import { WorkoutsWorkerModule } from './workouts-worker.module';

/** Training: the exercise library, workouts, assigning them to clients, the clients' logged sessions, and habits. */
@Module({
  imports: [ClientsModule, UserTimeZonesModule],
  controllers: [
    ExercisesController,
    WorkoutsController,
    ClientWorkoutsController,
    ClientPortalWorkoutsController,
    HabitsController,
    ClientPortalHabitsController,
  ],
  providers: [
    ExercisesRepository,
    WorkoutsRepository,
    WorkoutExercisesRepository,
    ClientWorkoutsRepository,
    WorkoutLogsRepository,
    HabitTemplatesRepository,
    ClientHabitsRepository,
    HabitLogsRepository,
    ExercisesService,
    WorkoutsService,
    ClientWorkoutsService,
    HabitsService,
    WorkoutsSeeder,
  ],
  exports: [ClientWorkoutsService, ExercisesService, WorkoutsService],
})
export class WorkoutsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [Exercise, Workout, WorkoutExercise, ClientWorkout, WorkoutLog, HabitTemplate, ClientHabit, HabitLog, HabitReminder];
  /** Its processors and subscribers, loaded where workers run. */
  static readonly worker = WorkoutsWorkerModule;
  /** Its part of the start-up seed. */
  static readonly seeder = WorkoutsSeeder;
}
