import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { HttpException, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import type { Server } from 'socket.io';
import { AppConfig } from '../../../config/app-config';
import { SessionAuthenticator } from '../../auth/session-authenticator.service';
import { SessionsService, type SessionRevocation } from '../../auth/sessions.service';
import { TenancyService } from '../../auth/tenancy.service';
import { RealtimePublisher } from './realtime-publisher';
import { ROOMS } from './realtime-rooms';
import { handshakeRequest, isSameOrigin } from './socket-session';
import type { AppSocket, SocketData } from './socket-types';

/** How often live connections re-check their session (expiry, and revocations made outside this app's calls). */
const SESSION_SWEEP_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The sessions behind sockets: checked on connect as the AccessGuard checks a request (session, role, tenant), dropped
 * at once when revoked through this app (on every instance, through the adapter) and within a minute when they expire.
 */
@Injectable()
export class SocketSessions implements OnApplicationShutdown {
  private readonly logger = new Logger(SocketSessions.name);
  private revocations?: Subscription;
  private sweepTimer?: NodeJS.Timeout;
  private server?: Server;

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly authenticator: SessionAuthenticator,
    private readonly tenancy: TenancyService,
    private readonly publisher: RealtimePublisher,
  ) {}

  /**
   * Who a connecting socket is, by the session strategies of the HTTP routes; 401 without a live session, 403 for a
   * cross-site cookie or a role without a tenant.
   */
  async authenticate(handshake: AppSocket['handshake']): Promise<SocketData> {
    const signedIn = await this.authenticator.authenticate(handshakeRequest(handshake));
    if (signedIn?.via === 'cookie' && !isSameOrigin(handshake, this.config.appUrl)) throw new HttpException('Cross-site connection refused', 403);
    if (!signedIn) throw new HttpException('Authentication required', 401);
    const { user, token } = signedIn;
    if (user.role === 'admin') throw new HttpException('You do not have access to this resource', 403);
    const tenant = await RequestContext.create(this.em, () => this.tenancy.resolve(user));
    return { user, tenant, token };
  }

  /** Starts dropping the server's sockets whose session is revoked or expires. */
  watch(server: Server): void {
    this.server = server;
    this.revocations = this.sessions.revoked$.subscribe((revocation) => this.dropRevoked(revocation));
    this.sweepTimer = setInterval(() => void this.sweep(), SESSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    this.revocations?.unsubscribe();
    clearInterval(this.sweepTimer);
  }

  /** Disconnects this instance's sockets whose session has expired or was revoked (one query per batch). */
  async sweep(): Promise<void> {
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
}
