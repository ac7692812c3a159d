import { Module } from '@nestjs/common';
import { UserTimeZonesModule } from '../users/user-time-zones.module';
import { ClientHabitsRepository } from './client-habits.repository';
import { ClientWorkoutsRepository } from './client-workouts.repository';
import { ExerciseImageFiles } from './exercise-image-files';
import { ExercisesRepository } from './exercises.repository';
import { HabitLogsRepository } from './habit-logs.repository';
import { MissedWorkoutsService } from './missed-workouts.service';
import { HabitRemindersRepository } from './habit-reminders.repository';
import { HabitRemindersService } from './habit-reminders.service';
import { TrainingProcessor } from './training.processor';
import { TrainingPlanDataSection } from './training-plan-data.section';
import { TrainingScheduler } from './training.scheduler';
import { WorkoutLogsDataSection } from './workout-logs-data.section';
import { WorkoutLogsRepository } from './workout-logs.repository';

/** Consumer side of training, loaded where workers run (also `npm run start:worker`): the missed-workout and habit-reminder passes and their schedules, what the orphan-files sweep asks of exercise images, and the client's workout logs, assigned workouts and habits for their data export. */
@Module({
  imports: [UserTimeZonesModule],
  providers: [
    ClientWorkoutsRepository,
    MissedWorkoutsService,
    TrainingProcessor,
    TrainingScheduler,
    HabitRemindersRepository,
    HabitRemindersService,
    ExercisesRepository,
    ExerciseImageFiles,
    WorkoutLogsRepository,
    WorkoutLogsDataSection,
    ClientHabitsRepository,
    HabitLogsRepository,
    TrainingPlanDataSection,
  ],
  exports: [MissedWorkoutsService, HabitRemindersService],
})
export class WorkoutsWorkerModule {}
