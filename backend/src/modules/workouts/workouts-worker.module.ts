import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import { ExerciseImageFiles } from './exercise-image-files';
import { ExercisesRepository } from './exercises.repository';
import { MissedWorkoutsScheduler } from './missed-workouts.scheduler';
import { MissedWorkoutsService } from './missed-workouts.service';
import { TrainingProcessor } from './training.processor';
import { WorkoutLogsDataSection } from './workout-logs-data.section';
import { WorkoutLogsRepository } from './workout-logs.repository';

/** Consumer side of training, loaded where workers run (also `npm run start:worker`): the missed-workout pass and its schedule, what the orphan-files sweep asks of exercise images, and the client's workout logs for their data export. */
@Module({
  imports: [UserTimeZonesModule],
  providers: [
    ClientWorkoutsRepository,
    MissedWorkoutsService,
    TrainingProcessor,
    MissedWorkoutsScheduler,
    ExercisesRepository,
    ExerciseImageFiles,
    WorkoutLogsRepository,
    WorkoutLogsDataSection,
  ],
  exports: [MissedWorkoutsService],
})
export class WorkoutsWorkerModule {}
