import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientWorkout } from './entities/client-workout.entity';
import { MissedWorkoutsScheduler } from './missed-workouts.scheduler';
import { MissedWorkoutsService } from './missed-workouts.service';
import { TrainingProcessor } from './training.processor';

/** Consumer side of training, loaded where workers run (also `npm run start:worker`): the missed-workout pass and its schedule. */
@Module({
  imports: [MikroOrmModule.forFeature([ClientWorkout]), UserTimeZonesModule],
  providers: [MissedWorkoutsService, TrainingProcessor, MissedWorkoutsScheduler],
  exports: [MissedWorkoutsService],
})
export class WorkoutsWorkerModule {}
