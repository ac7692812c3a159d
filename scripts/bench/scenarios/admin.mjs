// The platform admin's lists at a million clients (`npm run bench -- admin` runs the four):
//   admin-businesses        GET /api/admin/businesses?limit=50: the newest businesses of 10 000, with the total;
//   admin-business-search   GET /api/admin/businesses?search=Coach 4242: one business found by its owner's name;
//   admin-clients           GET /api/admin/clients?limit=50: the newest clients of 1 000 000 with their coach, and the total;
//   admin-client-search     GET /api/admin/clients?search=zelda.quinn: one client found by e-mail among 1 000 000.
// Seeded once (10 000 businesses x 100 clients, set-based SQL) for the four; the caller is a platform admin with
// two-factor on, as the app requires of admins.
import pg from 'pg';
import { findSession } from '../lib/ceiling-kit.mjs';
import { registerCoach, seedPlatformVolume } from '../lib/seed.mjs';

const BUSINESSES = 10_000;
const CLIENTS_PER_BUSINESS = 100;

let prepared;
/** The platform's volume, one client to find, and an admin (a registered account made admin, with two-factor enabled). */
function prepare(baseUrl, databaseUrl) {
  return (prepared ??= (async () => {
    const admin = await registerCoach(baseUrl, 'admin-bench');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const started = Date.now();
      await seedPlatformVolume(pool, BUSINESSES - 1, CLIENTS_PER_BUSINESS, { activity: false });
      await pool.query(
        `insert into clients (id, coach_id, first_name, last_name, email, is_active, onboarding_completed, source, created_at, updated_at)
         select gen_random_uuid(), id, 'Zelda', 'Quinn', 'zelda.quinn@bench.example', true, false, 'bench', now() - interval '3 days', now()
           from users where role = 'business' and last_name = 'Coach 4242' limit 1`,
      );
      await pool.query(`update users set role = 'admin' where id = $1`, [admin.id]);
      await pool.query(
        `insert into user_two_factor (id, user_id, secret, enabled_at, last_used_step, created_at) values (gen_random_uuid(), $1, 'JBSWY3DPEHPK3PXP', now(), null, now())`,
        [admin.id],
      );
      const { rows } = await pool.query(
        `select (select count(*) from users where role = 'business')::int as businesses, (select count(*) from clients)::int as clients`,
      );
      console.log(
        `admin: ${rows[0].businesses.toLocaleString('en-US')} businesses, ${rows[0].clients.toLocaleString('en-US')} clients (seeded in ${((Date.now() - started) / 1000).toFixed(0)} s)`,
      );
    } finally {
      await pool.end();
    }
    return { token: admin.token };
  })());
}

const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
const forbidden = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this resource' } };
const iso = (value) => (value === null ? null : new Date(value).toISOString());
const likePattern = (text) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin's guard: the session, the role, and (required of admins) two-factor enabled. */
async function adminOf(pool, token) {
  const session = await findSession(pool, token);
  if (!session) return unauthorized;
  if (session.role !== 'admin') return forbidden;
  const { rows } = await pool.query('select enabled_at from user_two_factor where user_id = $1', [session.id]);
  if (!rows[0]?.enabled_at) return forbidden;
  return null;
}

const pageOf = (url) => {
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
  const page = Number(url.searchParams.get('page') ?? 1);
  return { limit, offset: (page - 1) * limit, search: url.searchParams.get('search')?.trim() || null };
};

const STATUS = `case when suspended_at is not null or subscription_status = 'suspended' then 'suspended'
  when subscription_status in ('canceled', 'cancelled') then 'canceled' when subscription_status in ('past_due', 'unpaid') then 'past_due' else 'active' end`;
const BUSINESS_WHERE = `role = 'business' and ($1::text is null or first_name || ' ' || last_name ilike $1 or email ilike $1 or business_name ilike $1 or username ilike $1)`;

/**
 * The page, then the total only when the page cannot tell it (a page that is not full ends the list): each the cheapest
 * read of its own, not one `count(*) over ()` that reads and sorts every match to return 50.
 */
async function pageThenTotal(pool, pageSql, countSql, pattern, { limit, offset }) {
  const { rows } = await pool.query(pageSql, [pattern, limit, offset]);
  if (rows.length < limit && (rows.length > 0 || offset === 0)) return { rows, total: offset + rows.length };
  return { rows, total: (await pool.query(countSql, [pattern])).rows[0].total };
}

async function businessesHandler({ url, pool, token }) {
  const refused = await adminOf(pool, token);
  if (refused) return refused;
  const paging = pageOf(url);
  const page = await pageThenTotal(
    pool,
    `select id, first_name, last_name, username, email, business_name, ${STATUS} as status, subscription_plan, suspended_at, suspended_reason, created_at
       from users where ${BUSINESS_WHERE} order by created_at desc, id desc limit $2 offset $3`,
    `select count(*)::int as total from users where ${BUSINESS_WHERE}`,
    paging.search && likePattern(paging.search),
    paging,
  );
  const body = page.rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
    email: r.email,
    businessName: r.business_name,
    subscriptionStatus: r.status,
    subscriptionPlan: r.subscription_plan,
    suspendedAt: iso(r.suspended_at),
    suspendedReason: r.suspended_reason,
    createdAt: iso(r.created_at),
  }));
  return { status: 200, body, headers: { 'x-total-count': String(page.total) } };
}

const CLIENT_WHERE = `($1::text is null or c.first_name || ' ' || c.last_name ilike $1 or c.email ilike $1)`;

async function clientsHandler({ url, pool, token }) {
  const refused = await adminOf(pool, token);
  if (refused) return refused;
  const paging = pageOf(url);
  const page = await pageThenTotal(
    pool,
    `select c.id, c.coach_id, c.first_name, c.last_name, c.email, c.is_active, c.created_at,
            u.first_name as coach_first_name, u.last_name as coach_last_name, u.username as coach_username, u.business_name as coach_business_name
       from clients c join users u on u.id = c.coach_id
      where ${CLIENT_WHERE} order by c.created_at desc, c.id desc limit $2 offset $3`,
    `select count(*)::int as total from clients c where ${CLIENT_WHERE}`,
    paging.search && likePattern(paging.search),
    paging,
  );
  const body = page.rows.map((r) => ({
    client: { id: r.id, firstName: r.first_name, lastName: r.last_name, email: r.email, isActive: r.is_active, createdAt: iso(r.created_at) },
    coach: { id: r.coach_id, firstName: r.coach_first_name, lastName: r.coach_last_name, username: r.coach_username, businessName: r.coach_business_name },
  }));
  return { status: 200, body, headers: { 'x-total-count': String(page.total) } };
}

const scenario = (name, path, ceilingHandler) => ({
  name,
  group: 'admin',
  path,
  async setup({ baseUrl, databaseUrl }) {
    return prepare(baseUrl, databaseUrl);
  },
  ceilingHandler,
});

/** @type {import('./index.mjs').Scenario[]} */
export const admin = [
  scenario('admin-businesses', '/api/admin/businesses?limit=50', businessesHandler),
  scenario('admin-business-search', '/api/admin/businesses?search=Coach%204242&limit=50', businessesHandler),
  scenario('admin-clients', '/api/admin/clients?limit=50', clientsHandler),
  scenario('admin-client-search', '/api/admin/clients?search=zelda.quinn&limit=50', clientsHandler),
];
