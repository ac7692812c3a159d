import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Role } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import type { AuthUser } from '../../common/http/authenticated-request';
import { Session } from './entities/session.entity';
import { User } from '../users/entities/user.entity';
import { hashToken, newToken } from './session-token';

interface SessionRow {
  session_id: string;
  id: string;
  email: string;
  role: Role;
  first_name: string;
  last_name: string;
}

/** Creates, finds and revokes server-side sessions. */
@Injectable()
export class SessionsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async create(user: User, meta: { userAgent?: string; ipAddress?: string }): Promise<{ token: string; session: Session }> {
    const token = newToken();
    const session = this.em.create(Session, {
      tokenHash: hashToken(token),
      user,
      expiresAt: new Date(Date.now() + this.config.sessionTtlMs),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
      ipAddress: meta.ipAddress ?? null,
    });
    await this.em.persist(session).flush();
    return { token, session };
  }

  /** One indexed query per request: the guard's hot path, so it skips the identity map. */
  async findActiveUser(token: string): Promise<AuthUser | null> {
    const rows = await this.em.getConnection().execute<SessionRow[]>(
      `select s.id as session_id, u.id, u.email, u.role, u.first_name, u.last_name
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = ? and s.revoked_at is null and s.expires_at > now()`,
      [hashToken(token)],
    );
    const row = rows[0];
    if (!row) return null;
    return { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name, sessionId: row.session_id };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** After a change of e-mail or password: every session of the user but the one that made the change. */
  async revokeOthers(userId: string, keepSessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revokedAt: null, id: { $ne: keepSessionId } }, { revokedAt: new Date() });
  }

  async revokeAllFor(userId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { user: userId, revokedAt: null }, { revokedAt: new Date() });
  }
}
