import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Role } from '@coachcore/domain';
import type { AuthUser } from '../../common/http/authenticated-request';
import { Session } from './entities/session.entity';

interface SessionRow {
  session_id: string;
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

/**
 * Server-side sessions, found by the SHA-256 of their token.
 * @platformData A session is a sign-in of a user, before and apart from any business: the guard finds it first and
 * resolves the tenant from its user afterwards.
 */
@Injectable()
export class SessionsRepository {
  constructor(private readonly em: EntityManager) {}

  /** A new session in the caller's unit of work (saved with the next flush). */
  add(fields: RequiredEntityData<Session>): Session {
    const session = this.em.create(Session, fields);
    this.em.persist(session);
    return session;
  }

  /**
   * The signed-in user of a live session: the guard runs this on every request. Raw SQL: one indexed join without
   * the identity map or hydration (`npm run bench -- auth-me`); the user is the session's owner relation.
   */
  async findActiveUser(tokenHash: string): Promise<AuthUser | null> {
    const rows = await this.em.execute<SessionRow[]>(
      `select s.id as session_id, u.id, u.email, u.role, u.first_name, u.last_name
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > now() and u.disabled_at is null`,
      [tokenHash],
    );
    const row = rows[0];
    return row ? { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name, sessionId: row.session_id } : null;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Every live session of the user but one. */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revokedAt: null, id: { $ne: keepSessionId } }, { revokedAt: new Date() });
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Which of these token hashes still belong to a live session (long-lived connections re-check theirs). */
  async activeTokenHashes(tokenHashes: string[]): Promise<Set<string>> {
    if (!tokenHashes.length) return new Set();
    const rows = await this.em.find(Session, { tokenHash: { $in: tokenHashes }, revokedAt: null, expiresAt: { $gt: new Date() } }, { fields: ['tokenHash'] });
    return new Set(rows.map((row) => row.tokenHash));
  }
}
