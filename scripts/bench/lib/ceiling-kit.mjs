// Helpers for ceiling handlers: what every authenticated CoachCore request does before its own work.
import { createHash } from 'node:crypto';

export const hashToken = (token) => createHash('sha256').update(token).digest('hex');

/** The token from `Authorization: Bearer <token>`, as the app reads it. */
export function bearerToken(req) {
  const header = req.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

// The app's per-request session lookup (SessionsService.findActiveUser), verbatim.
const SESSION_SQL = `select s.id as session_id, u.id, u.email, u.role, u.first_name, u.last_name
                       from sessions s join users u on u.id = s.user_id
                      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`;

/** The signed-in user for a token, or null: one indexed query, like the app's guard. */
export async function findSession(pool, token) {
  if (!token) return null;
  const { rows } = await pool.query(SESSION_SQL, [hashToken(token)]);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, email: row.email, role: row.role, firstName: row.first_name, lastName: row.last_name, sessionId: row.session_id };
}
