import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ClientsModule } from '../clients/clients.module';
import { ClientPortalWorkoutsController } from './client-portal-workouts.controller';
import { ClientWorkoutsController } from './client-workouts.controller';
import { ClientWorkoutsService } from './client-workouts.service';
import { ClientWorkout } from './entities/client-workout.entity';
import { Exercise } from './entities/exercise.entity';
import { WorkoutExercise } from './entities/workout-exercise.entity';
import { WorkoutLog } from './entities/workout-log.entity';
import { Workout } from './entities/workout.entity';
import { ExercisesController } from './exercises.controller';
import { ExercisesService } from './exercises.service';
import { WorkoutsController } from './workouts.controller';
import { WorkoutsService } from './workouts.service';

/** Training: the exercise library, workouts, assigning them to clients and the clients' logged sessions. */
@Module({
  imports: [MikroOrmModule.forFeature([Exercise, Workout, WorkoutExercise, ClientWorkout, WorkoutLog]), ClientsModule],
  controllers: [ExercisesController, WorkoutsController, ClientWorkoutsController, ClientPortalWorkoutsController],
  providers: [ExercisesService, WorkoutsService, ClientWorkoutsService],
  exports: [ClientWorkoutsService, ExercisesService],
})
export class WorkoutsModule {}
