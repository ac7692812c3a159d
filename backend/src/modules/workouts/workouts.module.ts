import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientPortalHabitsController } from './client-portal-habits.controller';
import { ClientPortalWorkoutsController } from './client-portal-workouts.controller';
import { ClientWorkoutsController } from './client-workouts.controller';
import { ClientWorkoutsService } from './client-workouts.service';
import { ClientHabit } from './entities/client-habit.entity';
import { ClientWorkout } from './entities/client-workout.entity';
import { Exercise } from './entities/exercise.entity';
import { HabitLog } from './entities/habit-log.entity';
import { HabitTemplate } from './entities/habit-template.entity';
import { WorkoutExercise } from './entities/workout-exercise.entity';
import { WorkoutLog } from './entities/workout-log.entity';
import { Workout } from './entities/workout.entity';
import { ExercisesController } from './exercises.controller';
import { ExercisesService } from './exercises.service';
import { HabitsController } from './habits.controller';
import { HabitsService } from './habits.service';
import { WorkoutsController } from './workouts.controller';
import { WorkoutsService } from './workouts.service';

/** Training: the exercise library, workouts, assigning them to clients, the clients' logged sessions, and habits. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Exercise, Workout, WorkoutExercise, ClientWorkout, WorkoutLog, HabitTemplate, ClientHabit, HabitLog]),
    ClientsModule,
    UserTimeZonesModule,
  ],
  controllers: [
    ExercisesController,
    WorkoutsController,
    ClientWorkoutsController,
    ClientPortalWorkoutsController,
    HabitsController,
    ClientPortalHabitsController,
  ],
  providers: [ExercisesService, WorkoutsService, ClientWorkoutsService, HabitsService],
  exports: [ClientWorkoutsService, ExercisesService],
})
export class WorkoutsModule {}
