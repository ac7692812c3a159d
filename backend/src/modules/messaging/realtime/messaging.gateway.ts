import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { HttpException, Inject, Logger, NotFoundException, type OnApplicationShutdown } from '@nestjs/common';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, type OnGatewayInit } from '@nestjs/websockets';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Subscription } from 'rxjs';
import type { Server, Socket } from 'socket.io';
import type { AuthUser, Tenant } from '../../../common/http/authenticated-request';
import { AppConfig } from '../../../config/app-config';
import { REDIS } from '../../../infra/redis/redis.module';
import { SessionsService, type SessionRevocation } from '../../auth/sessions.service';
import { TenancyService } from '../../auth/tenancy.service';
import { isUuid } from '../../../common/http/id-param.pipe';
import { CommunitiesService } from '../communities/communities.service';
import { MessagingService } from '../messaging.service';
import { RealtimePublisher } from './realtime-publisher';
import { CLIENT_EVENTS, ROOMS } from './realtime-rooms';
import { isSameOrigin, socketSessionToken } from './socket-session';

/** Under /api like every other route, so one proxy rule covers it. */
export const SOCKET_PATH = '/api/socket.io';

interface SocketData {
  user: AuthUser;
  tenant: Tenant;
  /** The session token it connected with, re-checked by the sweep. */
  token: string;
}

/** How often live connections re-check their session (expiry, and revocations made outside this app's calls). */
const SESSION_SWEEP_MS = 60_000;
const SWEEP_BATCH = 500;
type AppSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

/** What every acknowledgement answers: the result, or the refusal's message (the HTTP routes' message). */
type Ack<T> = ({ ok: true } & T) | { ok: false; error: string };

type Permitted = (tenant: Tenant) => boolean;

/** The business side may message when it is the owner or a staff member granted send_messages. */
const mayMessage: Permitted = (tenant) => tenant.clientId !== undefined || tenant.permissions === 'all' || tenant.permissions.includes('send_messages');
/** Communities: also staff granted client_management (as the HTTP routes). */
const mayUseCommunities: Permitted = (tenant) => mayMessage(tenant) || (tenant.permissions !== 'all' && tenant.permissions.includes('client_management'));

/**
 * Socket.IO for messages and communities. A connection is authenticated once by its session (cookie or bearer,
 * as the HTTP routes) and dropped when that session is revoked; events reach sockets on every API instance
 * through the Redis adapter. Pages use the events to update at once and refetch over HTTP on reconnect.
 */
@WebSocketGateway({ path: SOCKET_PATH, serveClient: false })
export class MessagingGateway implements OnGatewayInit, OnApplicationShutdown {
  private readonly logger = new Logger(MessagingGateway.name);
  private readonly adapterClients: Redis[] = [];
  private revocations?: Subscription;
  private sweepTimer?: NodeJS.Timeout;
  private server?: Server;

  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly tenancy: TenancyService,
    private readonly messaging: MessagingService,
    private readonly communities: CommunitiesService,
    private readonly publisher: RealtimePublisher,
  ) {}

  afterInit(server: Server): void {
    // The adapter's own connections: a subscriber cannot share the request path's client, whose commands time out.
    const pub = this.redis.duplicate({ commandTimeout: undefined, maxRetriesPerRequest: null, lazyConnect: false });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error: Error) => this.logger.warn(`Socket.IO Redis adapter: ${error.message}`));
    this.adapterClients.push(pub, sub);
    server.adapter(createAdapter(pub, sub, { key: `${this.config.REDIS_PREFIX}:socket.io` }));
    server.use((socket, next) => {
      this.authenticate(socket as AppSocket).then(
        () => next(),
        (error: unknown) =>
          next(Object.assign(new Error(error instanceof HttpException ? error.message : 'Authentication failed'), { data: { status: statusOf(error) } })),
      );
    });
    server.on('connection', (socket: AppSocket) => this.joinOwnRooms(socket));
    this.publisher.attach(server);
    this.server = server;
    this.revocations = this.sessions.revoked$.subscribe((revocation) => this.dropRevoked(revocation));
    this.sweepTimer = setInterval(() => void this.sweepSessions(), SESSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    this.revocations?.unsubscribe();
    clearInterval(this.sweepTimer);
    await Promise.all(this.adapterClients.map((client) => client.quit().catch(() => client.disconnect())));
  }

  /** Messages the socket's side received or sent after `since` (ISO time): what a reconnecting page missed. */
  @SubscribeMessage(CLIENT_EVENTS.sync)
  sync(@ConnectedSocket() socket: AppSocket, @MessageBody() body: { since?: unknown } | undefined): Promise<Ack<{ messages: unknown[] }>> {
    return this.answer(socket, async (tenant) => {
      const since = typeof body?.since === 'string' ? new Date(body.since) : new Date(Number.NaN);
      if (Number.isNaN(since.getTime())) throw new Error('since must be an ISO date-time');
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

  private async authenticate(socket: AppSocket): Promise<void> {
    const found = socketSessionToken(socket.handshake);
    if (found?.via === 'cookie' && !isSameOrigin(socket.handshake, this.config.appUrl)) throw new HttpException('Cross-site connection refused', 403);
    const user = found ? await this.sessions.findActiveUser(found.token) : null;
    if (!user) throw new HttpException('Authentication required', 401);
    if (user.role === 'admin') throw new HttpException('You do not have access to this resource', 403);
    socket.data.user = user;
    socket.data.token = found!.token;
    socket.data.tenant = await RequestContext.create(this.em, () => this.tenancy.resolve(user));
  }

  private joinOwnRooms(socket: AppSocket): void {
    const { user, tenant } = socket.data;
    const rooms = [ROOMS.user(user.id), ROOMS.session(user.sessionId)];
    if (tenant.clientId) rooms.push(ROOMS.client(tenant.clientId));
    else if (mayMessage(tenant)) rooms.push(ROOMS.business(tenant.businessId));
    void socket.join(rooms);
  }

  /** Disconnects this instance's sockets whose session has expired or was revoked (batched: one query per batch). */
  async sweepSessions(): Promise<void> {
    const sockets = [...(this.server?.sockets.sockets.values() ?? [])] as AppSocket[];
    for (let i = 0; i < sockets.length; i += SWEEP_BATCH) {
      const batch = sockets.slice(i, i + SWEEP_BATCH);
      try {
        const live = await RequestContext.create(this.em, () => this.sessions.stillActive(batch.map((socket) => socket.data.token)));
        for (const socket of batch) if (!live.has(socket.data.token)) socket.disconnect(true);
      } catch (error) {
        this.logger.warn(`Session sweep skipped: ${(error as Error).message}`);
      }
    }
  }

  private dropRevoked(revocation: SessionRevocation): void {
    if ('sessionId' in revocation) this.publisher.disconnect(ROOMS.session(revocation.sessionId));
    else this.publisher.disconnect(ROOMS.user(revocation.userId), revocation.exceptSessionId && ROOMS.session(revocation.exceptSessionId));
  }

  /** Runs a socket request in its own EntityManager context, as an HTTP request is; refusals answer their message. */
  private async answer<T extends object>(socket: AppSocket, handle: (tenant: Tenant) => Promise<T>, permitted: Permitted = mayMessage): Promise<Ack<T>> {
    const { tenant } = socket.data;
    if (!permitted(tenant)) return { ok: false, error: 'Your business has not granted you this permission' };
    try {
      return { ok: true, ...(await RequestContext.create(this.em, () => handle(tenant))) };
    } catch (error) {
      if (!(error instanceof HttpException) && !(error instanceof Error && error.message.startsWith('since'))) this.logger.error(error);
      return { ok: false, error: error instanceof Error ? error.message : 'Request failed' };
    }
  }
}

const statusOf = (error: unknown): number => (error instanceof HttpException ? error.getStatus() : 500);
