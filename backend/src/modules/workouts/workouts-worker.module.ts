import { Module } from '@nestjs/common';
import { MissedWorkoutsScheduler } from './missed-workouts.scheduler';
import { TrainingProcessor } from './training.processor';
import { WorkoutsModule } from './workouts.module';

/** Consumer side of training, loaded where workers run: the missed-workout pass and its schedule. */
@Module({ imports: [WorkoutsModule], providers: [TrainingProcessor, MissedWorkoutsScheduler] })
export class WorkoutsWorkerModule {}
