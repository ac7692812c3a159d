import { Injectable } from '@nestjs/common';
import type { PushPayload } from '@coachcore/domain';
import type { SendPushJob } from '../../infra/queues/queue-registry';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { WebPushService, type PushOutcome } from './web-push.service';

/** A day (YYYY-MM-DD) as the client reads it: 'Monday 30 November'. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** The words of each notification of a domain event; what the lock screen shows stays short and discloses no content. */
@Injectable()
export class PushNotifier {
  constructor(
    private readonly push: WebPushService,
    private readonly timeZones: UserTimeZonesService,
  ) {}

  async send(job: SendPushJob): Promise<PushOutcome> {
    return this.push.notifyClient({ businessId: job.businessId }, job.clientId, await this.messageOf(job));
  }

  private async messageOf(job: SendPushJob): Promise<PushPayload> {
    switch (job.kind) {
      case 'newMessage':
        return { kind: job.kind, title: 'New message from your coach', body: 'Open your messages to read it.', url: '/client/messages', tag: 'new-message' };
      case 'workoutAssigned':
        return {
          kind: job.kind,
          title: 'Workout assigned',
          body: job.date ? `Your coach planned a workout for ${dayLabel(job.date)}.` : 'Your coach planned a workout for you.',
          url: '/client/workouts',
          tag: `workout-${job.ref}`,
        };
      case 'habitReminders':
        return {
          kind: job.kind,
          title: 'Habit reminder',
          body: job.name ? `Time for ${job.name}. Check it off when it's done.` : "Time for your habit. Check it off when it's done.",
          url: '/client/workouts',
          tag: `habit-${job.ref}`,
        };
      case 'upcomingSession': {
        const timeZone = (await this.timeZones.of([job.businessId])).get(job.businessId) ?? 'UTC';
        const when = job.at
          ? new Intl.DateTimeFormat('en-GB', {
              weekday: 'long',
              day: 'numeric',
              month: 'long',
              hour: '2-digit',
              minute: '2-digit',
              timeZone,
              timeZoneName: 'short',
            }).format(new Date(job.at))
          : null;
        return {
          kind: job.kind,
          title: 'Upcoming session',
          body: job.reminder
            ? `Your session with your coach starts ${job.reminder === '1h' ? 'in an hour' : 'tomorrow'}${when ? `: ${when}` : ''}.`
            : when
              ? `A session with your coach is booked for ${when}.`
              : 'A session with your coach is booked.',
          url: '/client/meetings',
          tag: `session-${job.ref}`,
        };
      }
    }
  }
}
