import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/http/authenticated-request';
import type { Session } from './entities/session.entity';
import { SessionsRepository } from './sessions.repository';
import type { User } from '../users/entities/user.entity';
import { hashToken, newToken } from './session-token';

/**
 * Creates, finds and revokes server-side sessions. A revocation records `session_revoked` with it, so the connections
 * that outlive a request (the messaging sockets, on every instance) are dropped at once.
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly uow: UnitOfWork,
    private readonly events: DomainEvents,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async create(user: User, meta: { userAgent?: string; ipAddress?: string }): Promise<{ token: string; session: Session }> {
    const token = newToken();
    const session = this.sessions.add({
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + this.config.sessionTtlMs),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
      ipAddress: meta.ipAddress ?? null,
    });
    await this.uow.save();
    return { token, session };
  }

  /** The session strategies' hot path, on every request (see SessionsRepository.findActiveUser). */
  findActiveUser(token: string): Promise<AuthUser | null> {
    return this.sessions.findActiveUser(hashToken(token));
  }

  /** Of these tokens, the ones whose session is still live (expired and revoked ones are left out). */
  async stillActive(tokens: string[]): Promise<Set<string>> {
    const byHash = new Map(tokens.map((token) => [hashToken(token), token]));
    const live = await this.sessions.activeTokenHashes([...byHash.keys()]);
    return new Set([...live].map((hash) => byHash.get(hash)!));
  }

  async revoke(sessionId: string, userId: string): Promise<void> {
    await this.uow.transaction(async () => {
      await this.sessions.revoke(sessionId);
      this.events.record('session_revoked', { userId, sessionId });
    });
  }

  /** After a change of e-mail or password: every session of the user but the one that made the change. */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.uow.transaction(async () => {
      await this.sessions.revokeOthers(userId, keepSessionId);
      this.events.record('session_revoked', { userId, sessionId: null });
    });
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.uow.transaction(async () => {
      await this.sessions.revokeAllFor(userId);
      this.events.record('session_revoked', { userId, sessionId: null });
    });
  }
}
