import { EntityManager } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import type { JobHandlers } from '../../infra/queues/queue-registry';
import { runInContext } from '../../infra/queues/run-in-context';
import { HabitRemindersService } from './habit-reminders.service';
import { MissedWorkoutsService } from './missed-workouts.service';

/** Hands each training job to its service, in a fresh EntityManager context. */
@Processor('training')
export class TrainingProcessor extends WorkerHost {
  private readonly logger = new Logger(TrainingProcessor.name);
  private readonly handlers: JobHandlers<'training'>;

  constructor(
    private readonly em: EntityManager,
    missedWorkouts: MissedWorkoutsService,
    habitReminders: HabitRemindersService,
  ) {
    super();
    this.handlers = {
      'mark-missed-workouts': () => missedWorkouts.markMissed(),
      'send-habit-reminders': () => habitReminders.remindDue(),
    };
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as keyof JobHandlers<'training'>];
    if (!handler) throw new Error(`No handler for training job "${job.name}"`);
    return runInContext(this.em, async () => {
      const count = await handler(job.data);
      this.logger.debug(`Done ${job.name} (${job.id}): ${String(count)}`);
      return { count };
    });
  }
}
