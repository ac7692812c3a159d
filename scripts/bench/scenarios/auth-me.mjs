// GET /api/auth/me: the session lookup every authenticated request pays, plus the user row.
import { findSession } from '../lib/ceiling-kit.mjs';

const USER_SQL = `select id, username, email, first_name, last_name, role, phone, avatar, business_name, time_zone,
                         onboarding_completed, subscription_status, subscription_plan, created_at
                    from users where id = $1`;

/** @type {import('./index.mjs').Scenario} */
export default {
  name: 'auth-me',
  path: '/api/auth/me',
  /** The same work as the app: session lookup, then the user row, answered as UserResponseDto. */
  async ceilingHandler({ pool, token }) {
    const session = await findSession(pool, token);
    if (!session) return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
    const { rows } = await pool.query(USER_SQL, [session.id]);
    const u = rows[0];
    if (!u) return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'User not found' } };
    return {
      status: 200,
      body: {
        id: u.id,
        email: u.email,
        username: u.username ?? null,
        firstName: u.first_name,
        lastName: u.last_name,
        role: u.role,
        phone: u.phone ?? null,
        avatar: u.avatar ?? null,
        businessName: u.business_name ?? null,
        timeZone: u.time_zone,
        onboardingCompleted: u.onboarding_completed,
        subscriptionStatus: u.subscription_status ?? null,
        subscriptionPlan: u.subscription_plan ?? null,
        createdAt: new Date(u.created_at).toISOString(),
      },
    };
  },
};
