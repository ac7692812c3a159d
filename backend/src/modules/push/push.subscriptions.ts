import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../common/events/domain-events';
import { JobQueue } from '../../infra/queues/job-queue.service';

/**
 * Which domain events push a notification to a client: each one queues a `send-push` job (job id from the event, so a
 * redelivered event queues it once); the job checks the client's choice and sends to their devices.
 */
@Injectable()
export class PushSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('message_received', 'push-new-message', ({ id, payload }) =>
      payload.recipient === 'client'
        ? this.jobs.enqueue(
            'push',
            'send-push',
            { businessId: payload.businessId, clientId: payload.clientId, kind: 'newMessage', ref: payload.messageId },
            { jobId: `push.${id}` },
          )
        : undefined,
    );
    this.events.subscribe('workout_assigned', 'push-workout-assigned', ({ id, payload }) =>
      this.jobs.enqueue(
        'push',
        'send-push',
        { businessId: payload.businessId, clientId: payload.clientId, kind: 'workoutAssigned', ref: payload.clientWorkoutId, date: payload.scheduledDate },
        { jobId: `push.${id}` },
      ),
    );
    this.events.subscribe('habit_reminder_due', 'push-habit-reminder', ({ id, payload }) =>
      this.jobs.enqueue(
        'push',
        'send-push',
        {
          businessId: payload.businessId,
          clientId: payload.clientId,
          kind: 'habitReminders',
          ref: payload.clientHabitId,
          date: payload.reminderDate,
          name: payload.habitName,
        },
        { jobId: `push.${id}` },
      ),
    );
    this.events.subscribe('appointment_booked', 'push-upcoming-session', ({ id, payload }) =>
      payload.clientId && payload.bookedBy === 'business'
        ? this.jobs.enqueue(
            'push',
            'send-push',
            { businessId: payload.businessId, clientId: payload.clientId, kind: 'upcomingSession', ref: payload.meetingId, at: payload.scheduledAt },
            { jobId: `push.${id}` },
          )
        : undefined,
    );
    this.events.subscribe('meeting_reminder_due', 'push-session-reminder', ({ id, payload }) =>
      Promise.all(
        // Events recorded before reminders named their clients have none.
        (payload.clientIds ?? []).map((clientId) =>
          this.jobs.enqueue(
            'push',
            'send-push',
            { businessId: payload.businessId, clientId, kind: 'upcomingSession', ref: payload.meetingId, at: payload.scheduledFor, reminder: payload.kind },
            { jobId: `push.${id}.${clientId}` },
          ),
        ),
      ),
    );
  }
}
