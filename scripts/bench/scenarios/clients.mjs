// GET /api/clients?limit=50: a page of 50 for a coach with 1 000 clients, with the total count.
import pg from 'pg';
import { findSession } from '../lib/ceiling-kit.mjs';
import { registerCoach, seedClients } from '../lib/seed.mjs';

// The card's invitation state needs the client's pending, unexpired invitation: the cheapest correct read is a lateral
// probe of client_invitations' (client_id) index per row of the page.
const PAGE_SQL = `select id, coach_id, user_id, first_name, last_name, email, phone, fitness_goal, current_weight, target_weight, height, age,
                         activity_level, notes, is_active, source, last_workout, onboarding_completed, onboarding_completed_at, created_at, updated_at,
                         invitation_sent_at, invitation_expires_at, count(*) over () as total_count
                    from clients
                    left join lateral (select i.sent_at as invitation_sent_at, i.expires_at as invitation_expires_at from client_invitations i
                                        where i.client_id = clients.id and i.status = 'pending' and i.expires_at > now() limit 1) invitation on true
                   where coach_id = $1 order by created_at desc, id desc limit $2 offset $3`;

const num = (value) => (value === null ? null : Number(value));
const iso = (value) => (value === null ? null : new Date(value).toISOString());

function invitationState(row) {
  if (row.user_id) return { status: 'linked', sentAt: null, expiresAt: null };
  if (row.invitation_sent_at) return { status: 'invited', sentAt: iso(row.invitation_sent_at), expiresAt: iso(row.invitation_expires_at) };
  return { status: 'not_invited', sentAt: null, expiresAt: null };
}

/** @type {import('./index.mjs').Scenario} */
export default {
  name: 'clients',
  path: '/api/clients?limit=50',
  /** A fresh coach with 1 000 clients; the scenario runs with that coach's token. */
  async setup({ baseUrl, databaseUrl }) {
    const coach = await registerCoach(baseUrl, 'clients-bench');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await seedClients(pool, coach.id, 1000);
      await pool.query('analyze clients');
    } finally {
      await pool.end();
    }
    return { token: coach.token };
  },
  /** Session lookup, the business check, one page query with the total, the same JSON and header. */
  async ceilingHandler({ url, pool, token }) {
    const session = await findSession(pool, token);
    if (!session) return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
    if (session.role !== 'business') return { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this resource' } };
    const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 200);
    const page = Number(url.searchParams.get('page') ?? 1);
    const { rows } = await pool.query(PAGE_SQL, [session.id, limit, (page - 1) * limit]);
    const body = rows.map((r) => ({
      id: r.id,
      coachId: r.coach_id,
      userId: r.user_id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      fitnessGoal: r.fitness_goal,
      currentWeight: num(r.current_weight),
      targetWeight: num(r.target_weight),
      height: num(r.height),
      age: r.age,
      activityLevel: r.activity_level,
      notes: r.notes,
      isActive: r.is_active,
      source: r.source,
      lastWorkout: iso(r.last_workout),
      onboardingCompleted: r.onboarding_completed,
      onboardingCompletedAt: iso(r.onboarding_completed_at),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      invitation: invitationState(r),
    }));
    return { status: 200, body, headers: { 'x-total-count': String(rows[0]?.total_count ?? 0) } };
  },
};
