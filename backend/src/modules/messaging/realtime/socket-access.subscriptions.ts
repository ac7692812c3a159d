import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { DomainEvents } from '../../../common/events/domain-events';
import { AppConfig } from '../../../config/app-config';
import { REDIS } from '../../../infra/redis/redis.module';
import { INSTANCE_EVENTS, ROOMS } from './realtime-rooms';
import { socketAdapterKey } from './socket-types';

/**
 * Every change of rights reaches the open sockets it concerns on every API instance: each subscriber names the rooms
 * of the affected sockets to the Socket.IO servers (a server-side emit through the Redis adapter, from whichever
 * process runs the job), and each instance re-checks its sockets there (MessagingGateway.reauthorise). A publish that
 * fails fails the job, which is retried; re-checking twice changes nothing.
 */
@Injectable()
export class SocketAccessSubscriptions implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const subscriber = 'reauthorise-sockets';
    this.events.subscribe('session_revoked', subscriber, ({ payload }) =>
      this.reauthorise([payload.sessionId ? ROOMS.session(payload.sessionId) : ROOMS.user(payload.userId)]),
    );
    this.events.subscribe('business_suspended', subscriber, ({ payload }) => this.reauthorise([ROOMS.tenant(payload.businessId)]));
    this.events.subscribe('staff_access_changed', subscriber, ({ payload }) => this.reauthorise([ROOMS.user(payload.staffUserId)]));
    for (const name of ['staff_client_assigned', 'staff_client_unassigned'] as const) {
      this.events.subscribe(name, subscriber, ({ payload }) => (payload.staffUserId ? this.reauthorise([ROOMS.user(payload.staffUserId)]) : undefined));
    }
    this.events.subscribe('client_deleted', subscriber, ({ payload }) =>
      this.reauthorise([ROOMS.client(payload.clientId), ...(payload.userId ? [ROOMS.user(payload.userId)] : [])]),
    );
    this.events.subscribe('community_member_removed', subscriber, ({ payload }) => this.reauthorise([ROOMS.client(payload.clientId)]));
    this.events.subscribe('community_made_private', subscriber, ({ payload }) => this.reauthorise([ROOMS.community(payload.communityId)]));
  }

  /** Tells every API instance to re-check its sockets in `rooms`; resolves once Redis has taken the message. */
  private async reauthorise(rooms: string[]): Promise<void> {
    let published: Promise<unknown> = Promise.resolve();
    const client = { publish: (channel: string, message: string) => (published = this.redis.publish(channel, message)) };
    new Emitter(client, { key: socketAdapterKey(this.config) }).serverSideEmit(INSTANCE_EVENTS.reauthorise, rooms);
    await published;
  }
}
