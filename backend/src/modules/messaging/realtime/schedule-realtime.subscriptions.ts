import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { DomainEvents } from '../../../common/events/domain-events';
import { AppConfig } from '../../../config/app-config';
import { REDIS } from '../../../infra/redis/redis.module';
import { ROOMS, SERVER_EVENTS } from './realtime-rooms';
import { socketAdapterKey } from './socket-types';

/**
 * Calendar changes made by a worker, not by a request: an unpaid seat's hold ran out (SeatHoldsService's minute pass),
 * which gives the seat back and promotes the next person waiting. The API's own changes say `schedule:changed` from
 * the request (MessagingService.scheduleChanged); these go through the Redis emitter to the same rooms, from whichever
 * process runs the job.
 */
@Injectable()
export class ScheduleRealtimeSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.events.subscribe('meeting_participant_left', 'schedule-changed-sockets', ({ payload }) =>
      payload.removedBy === 'hold_expired' ? this.scheduleChanged(payload.businessId) : undefined,
    );
  }

  /** Resolves once Redis has taken the message (a failed publish fails the job, which is retried). */
  private async scheduleChanged(businessId: string): Promise<void> {
    let published: Promise<unknown> = Promise.resolve();
    const client = { publish: (channel: string, message: string) => (published = this.redis.publish(channel, message)) };
    new Emitter(client, { key: socketAdapterKey(this.config) })
      .to([ROOMS.businessClients(businessId), ROOMS.schedule(businessId)])
      .emit(SERVER_EVENTS.scheduleChanged, { businessId });
    await published;
  }
}
