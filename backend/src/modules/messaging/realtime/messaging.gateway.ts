import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { BadRequestException, ForbiddenException, HttpException, Inject, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Server, Socket } from 'socket.io';
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
import { CLIENT_EVENTS, INSTANCE_EVENTS, ownRooms, ROOMS, SERVER_EVENTS } from './realtime-rooms';
import { SocketSessions } from './socket-sessions';
import { mayMessage, mayUseCommunities, type AppSocket, type Permitted, type SocketData, socketAdapterKey } from './socket-types';

/** Under /api like every other route, so one proxy rule covers it. */
export const SOCKET_PATH = '/api/socket.io';

/** How many sockets one instance re-checks at once after a change of rights (each check is a few queries). */
const REAUTHORISE_BATCH = 20;

/**
 * The least time between two typing events of one socket to one conversation that are relayed: pages send one every
 * couple of seconds (TYPING_THROTTLE_MS); a faster sender is not relayed more often (each relay re-checks its rights).
 */
const TYPING_MIN_INTERVAL_MS = 1000;

/** What every acknowledgement answers: the result, or the refusal's message (the HTTP routes' message). */
type Ack<T> = ({ ok: true } & T) | { ok: false; error: string };

const statusOf = (error: unknown): number => (error instanceof HttpException ? error.getStatus() : 500);

/**
 * Socket.IO for messages and communities. Connections are authenticated by their session (SocketSessions); events
 * reach sockets on every API instance through the Redis adapter. A socket joins its user's, session's and side's
 * rooms on connect, and a conversation's or community's room on request, after the HTTP routes' checks. Its rights
 * are never taken from the connect: every request is checked against the caller's rights now, and a change of rights
 * (a domain event, see SocketAccessSubscriptions) makes every instance re-check the sockets it concerns.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false })
export class MessagingGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly logger = new Logger(MessagingGateway.name);
  private readonly adapterClients: Redis[] = [];
  /** The last typing event each socket had relayed (to whom, when). */
  private readonly lastTyping = new WeakMap<AppSocket, { withUser: string; at: number }>();

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
    server.adapter(createAdapter(pub, sub, { key: socketAdapterKey(this.config) }));
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
    server.on('connection', (socket: AppSocket) => void socket.join(ownRooms(socket.data)));
    server.sockets.on(INSTANCE_EVENTS.reauthorise, (rooms: string[]) => void this.reauthorise(server, rooms));
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

  /**
   * Tells the other side of the conversation with `withUser` that the socket's person is typing, once the socket's
   * user may open that conversation now (as `conversation:open` checks); `relayed` is false for an event that came
   * too soon after the last one.
   */
  @SubscribeMessage(CLIENT_EVENTS.typing)
  async typing(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { withUser?: unknown } | undefined): Promise<Ack<{ relayed: boolean }>> {
    const withUser = typeof body?.withUser === 'string' ? body.withUser : '';
    const last = this.lastTyping.get(socket);
    const now = Date.now();
    if (last?.withUser === withUser && now - last.at < TYPING_MIN_INTERVAL_MS) return { ok: true, relayed: false };
    this.lastTyping.set(socket, { withUser, at: now });
    return this.answer(socket, async (tenant) => {
      await this.messaging.typing(tenant, withUser);
      return { relayed: true };
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

  /**
   * Re-checks this instance's sockets in `rooms` after a change of rights: a socket that lost its session or tenant is
   * dropped, one whose side changed moves to its own rooms now, and one that may no longer be in a community's or
   * conversation's room leaves it (told with `community:changed`, so an open community page reloads).
   */
  private async reauthorise(server: Server, rooms: string[]): Promise<void> {
    const ids = new Set(rooms.flatMap((room) => [...(server.sockets.adapter.rooms.get(room) ?? [])]));
    const sockets = [...ids].flatMap((id) => server.sockets.sockets.get(id) ?? []) as AppSocket[];
    for (let i = 0; i < sockets.length; i += REAUTHORISE_BATCH) {
      await Promise.all(sockets.slice(i, i + REAUTHORISE_BATCH).map((socket) => this.reauthoriseSocket(socket)));
    }
  }

  private async reauthoriseSocket(socket: AppSocket): Promise<void> {
    try {
      const tenant = await this.currentTenant(socket);
      for (const room of [...socket.rooms]) {
        if (await this.mayStay(tenant, room)) continue;
        await socket.leave(room);
        const communityId = room.startsWith('community:') ? room.slice('community:'.length) : null;
        if (communityId) (socket as Socket).emit(SERVER_EVENTS.communityChanged, { communityId });
      }
    } catch (error) {
      // Refused: currentTenant dropped it. An outage: the socket's next request is checked anyway.
      if (!(error instanceof HttpException)) this.logger.warn(`Socket not re-authorised: ${(error as Error).message}`);
    }
  }

  /**
   * The socket's rights now, by the checks of its connection (session, role, tenant): without them it is dropped (and
   * the request refused); of another business or client record now, dropped too; else it keeps its own rooms as they
   * are now (staff granted or refused send_messages join or leave the business's conversations).
   */
  private async currentTenant(socket: AppSocket): Promise<Tenant> {
    let now: SocketData;
    try {
      now = await this.socketSessions.authenticate(socket.handshake);
    } catch (error) {
      if (error instanceof HttpException) socket.disconnect(true);
      throw error;
    }
    const before = socket.data;
    if (now.tenant.businessId !== before.tenant.businessId || now.tenant.clientId !== before.tenant.clientId) {
      socket.disconnect(true);
      throw new ForbiddenException('You do not have access to this resource');
    }
    const rooms = ownRooms(now);
    for (const room of ownRooms(before)) if (!rooms.includes(room)) await socket.leave(room);
    await socket.join(rooms);
    socket.data = now;
    return now.tenant;
  }

  /** Whether the tenant may still be in a room the socket joined on request: the checks of joining it. */
  private async mayStay(tenant: Tenant, room: string): Promise<boolean> {
    const [kind, id = ''] = room.split(':', 2);
    try {
      if (kind === 'community') {
        if (!mayUseCommunities(tenant)) return false;
        await this.inTenant(tenant, () => this.communities.findVisible(tenant, id));
      } else if (kind === 'conversation') {
        if (!mayMessage(tenant)) return false;
        // A client's one conversation is with their coach; the business side's, with a client of the business.
        return (await this.inTenant(tenant, () => this.messaging.conversationRoomOf(tenant, tenant.clientId ? tenant.businessId : id))) === id;
      }
      return true;
    } catch (error) {
      if (error instanceof HttpException) return false;
      throw error;
    }
  }

  /**
   * Runs a socket request with the caller's rights now (`currentTenant`), in its own EntityManager context scoped to
   * the tenant, as the AccessGuard checks and scopes an HTTP request (the ORM's `tenant` filter as the backstop);
   * refusals answer their message.
   */
  private async answer<T extends object>(socket: AppSocket, handle: (tenant: Tenant) => Promise<T>, permitted: Permitted = mayMessage): Promise<Ack<T>> {
    try {
      const tenant = await this.currentTenant(socket);
      if (!permitted(tenant)) return { ok: false, error: 'Your business has not granted you this permission' };
      return { ok: true, ...(await this.inTenant(tenant, () => handle(tenant))) };
    } catch (error) {
      if (!(error instanceof HttpException)) this.logger.error(error);
      return { ok: false, error: error instanceof HttpException ? error.message : 'Request failed' };
    }
  }

  private inTenant<T>(tenant: Tenant, work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.em, () => {
      scopeRequestToTenant(this.em, tenant);
      return work();
    });
  }
}
