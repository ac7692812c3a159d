import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import { MissedWorkoutsScheduler } from './missed-workouts.scheduler';
import { MissedWorkoutsService } from './missed-workouts.service';
import { TrainingProcessor } from './training.processor';

/** Consumer side of training, loaded where workers run (also `npm run start:worker`): the missed-workout pass and its schedule. */
@Module({
  imports: [UserTimeZonesModule],
  providers: [ClientWorkoutsRepository, MissedWorkoutsService, TrainingProcessor, MissedWorkoutsScheduler],
  exports: [MissedWorkoutsService],
})
export class WorkoutsWorkerModule {}
