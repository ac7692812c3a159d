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
  ],
  exports: [ClientWorkoutsService, ExercisesService],
})
export class WorkoutsModule {}
