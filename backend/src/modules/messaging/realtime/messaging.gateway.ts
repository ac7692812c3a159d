import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { BadRequestException, HttpException, Inject, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Tenant } from '../../../common/http/authenticated-request';
import { isUuid } from '../../../common/http/id-param.pipe';
import { scopeRequestToTenant } from '../../../common/tenancy/tenant-filter';
import { AppConfig } from '../../../config/app-config';
import { RedisOutageLog } from '../../../infra/redis/redis-outage-log';
import { REDIS } from '../../../infra/redis/redis.module';
import { dropConnection, redisAnswers } from '../../../infra/redis/unanswering-redis';
import { CommunitiesService } from '../communities/communities.service';
import { MessagingService } from '../messaging.service';
import { RealtimePublisher } from './realtime-publisher';
import { CLIENT_EVENTS, ROOMS } from './realtime-rooms';
import { SocketSessions } from './socket-sessions';
import { mayMessage, mayUseCommunities, type AppSocket, type Permitted } from './socket-types';

/** Under /api like every other route, so one proxy rule covers it. */
export const SOCKET_PATH = '/api/socket.io';

/** What every acknowledgement answers: the result, or the refusal's message (the HTTP routes' message). */
type Ack<T> = ({ ok: true } & T) | { ok: false; error: string };

const statusOf = (error: unknown): number => (error instanceof HttpException ? error.getStatus() : 500);

/**
 * Socket.IO for messages and communities. Connections are authenticated by their session (SocketSessions); events
 * reach sockets on every API instance through the Redis adapter. A socket joins its user's, session's and side's
 * rooms on connect, and a conversation's or community's room on request, after the HTTP routes' checks.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false })
export class MessagingGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly logger = new Logger(MessagingGateway.name);
  private readonly adapterClients: Redis[] = [];

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly socketSessions: SocketSessions,
    private readonly messaging: MessagingService,
    private readonly communities: CommunitiesService,
    private readonly publisher: RealtimePublisher,
  ) {}

  afterInit(server: Server): void {
    // The adapter's own connections: a subscriber cannot share the request path's client, whose commands time out.
    const pub = this.redis.duplicate({ commandTimeout: undefined, maxRetriesPerRequest: null, lazyConnect: false });
    const sub = pub.duplicate();
    const outages = new RedisOutageLog(this.logger, 'Socket.IO Redis adapter');
    outages.watch('pub', pub).watch('sub', sub);
    this.adapterClients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: `${this.config.REDIS_PREFIX}:socket.io` }));
    server.use((socket, next) => {
      this.socketSessions.authenticate(socket.handshake).then(
        (data) => {
          socket.data = data;
          next();
        },
        (error: unknown) =>
          next(Object.assign(new Error(error instanceof HttpException ? error.message : 'Authentication failed'), { data: { status: statusOf(error) } })),
      );
    });
    server.on('connection', (socket: AppSocket) => this.joinOwnRooms(socket));
    this.publisher.attach(server);
    this.socketSessions.watch(server);
  }

  async onApplicationShutdown(): Promise<void> {
    // A client whose Redis does not answer (never reached, down, frozen) would hold QUIT for ever: drop it at once.
    await Promise.all(
      this.adapterClients.map(async (client) => ((await redisAnswers(client)) ? client.quit().catch(() => client.disconnect()) : dropConnection(client))),
    );
  }

  /** Messages the socket's side received or sent after `since` (ISO time): what a reconnecting page missed. */
  @SubscribeMessage(CLIENT_EVENTS.sync)
  sync(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { since?: unknown } | undefined): Promise<Ack<{ messages: unknown[] }>> {
    return this.answer(socket, async (tenant) => {
      const since = typeof body?.since === 'string' ? new Date(body.since) : new Date(Number.NaN);
      if (Number.isNaN(since.getTime())) throw new BadRequestException('since must be an ISO date-time');
      return { messages: await this.messaging.since(tenant, since) };
    });
  }

  /** Joins the room of one conversation the socket's user may open (read receipts while it is open). */
  @SubscribeMessage(CLIENT_EVENTS.openConversation)
  openConversation(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { withUser?: unknown } | undefined): Promise<Ack<{ clientId: string }>> {
    return this.answer(socket, async (tenant) => {
      const clientId = await this.messaging.conversationRoomOf(tenant, typeof body?.withUser === 'string' ? body.withUser : '');
      for (const room of socket.rooms) if (room.startsWith('conversation:')) await socket.leave(room);
      await socket.join(ROOMS.conversation(clientId));
      return { clientId };
    });
  }

  /** Joins the room of a community the socket's user may read (new posts and reactions while its page is open). */
  @SubscribeMessage(CLIENT_EVENTS.joinCommunity)
  joinCommunity(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { communityId?: unknown } | undefined): Promise<Ack<{ communityId: string }>> {
    return this.answer(
      socket,
      async (tenant) => {
        const id = typeof body?.communityId === 'string' && isUuid(body.communityId) ? body.communityId.toLowerCase() : null;
        if (!id) throw new NotFoundException(COMMUNITY_MESSAGES.notFound);
        await this.communities.findVisible(tenant, id);
        await socket.join(ROOMS.community(id));
        return { communityId: id };
      },
      mayUseCommunities,
    );
  }

  @SubscribeMessage(CLIENT_EVENTS.leaveCommunity)
  async leaveCommunity(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { communityId?: unknown } | undefined): Promise<Ack<object>> {
    if (typeof body?.communityId === 'string') await socket.leave(ROOMS.community(body.communityId.toLowerCase()));
    return { ok: true };
  }

  private joinOwnRooms(socket: AppSocket): void {
    const { user, tenant } = socket.data;
    const rooms = [ROOMS.user(user.id), ROOMS.session(user.sessionId)];
    if (tenant.clientId) rooms.push(ROOMS.client(tenant.clientId));
    else if (mayMessage(tenant)) rooms.push(ROOMS.business(tenant.businessId));
    void socket.join(rooms);
  }

  /**
   * Runs a socket request in its own EntityManager context scoped to the socket's tenant, as the AccessGuard scopes an
   * HTTP request (the ORM's `tenant` filter as the backstop); refusals answer their message.
   */
  private async answer<T extends object>(socket: AppSocket, handle: (tenant: Tenant) => Promise<T>, permitted: Permitted = mayMessage): Promise<Ack<T>> {
    const { tenant } = socket.data;
    if (!permitted(tenant)) return { ok: false, error: 'Your business has not granted you this permission' };
    try {
      const result = await RequestContext.create(this.em, () => {
        scopeRequestToTenant(this.em, tenant);
        return handle(tenant);
      });
      return { ok: true, ...result };
    } catch (error) {
      if (!(error instanceof HttpException)) this.logger.error(error);
      return { ok: false, error: error instanceof HttpException ? error.message : 'Request failed' };
    }
  }
}
