import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';
import { HttpException, Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { Server } from 'socket.io';
import { AppConfig } from '../../../config/app-config';
import { SessionAuthenticator } from '../../auth/session-authenticator.service';
import { SessionsService } from '../../auth/sessions.service';
import { TenancyService } from '../../auth/tenancy.service';
import { handshakeRequest, isSameOrigin } from './socket-session';
import type { AppSocket, SocketData } from './socket-types';

/** How often live connections re-check their session (expiry, and revocations made outside this app's calls). */
const SESSION_SWEEP_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * The sessions behind sockets: checked on connect as the AccessGuard checks a request (session, role, tenant), and
 * within a minute when they expire. A revocation through this app drops them at once (its `session_revoked` event,
 * see SocketAccessSubscriptions).
 */
@Injectable()
export class SocketSessions implements OnApplicationShutdown {
  private readonly logger = new Logger(SocketSessions.name);
  private sweepTimer?: NodeJS.Timeout;
  private server?: Server;

  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
    private readonly sessions: SessionsService,
    private readonly authenticator: SessionAuthenticator,
    private readonly tenancy: TenancyService,
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

  /** Starts dropping the server's sockets whose session expires (or is revoked outside this app's calls). */
  watch(server: Server): void {
    this.server = server;
    this.sweepTimer = setInterval(() => void this.sweep(), SESSION_SWEEP_MS);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
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
}
