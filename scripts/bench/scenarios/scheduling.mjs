// The calendar and self-booking under volume. Four scenarios (`npm run bench -- scheduling` runs them all):
//   scheduling-month        GET /api/meetings?from&to&limit=500: the coach's calendar month (60 meetings in it) when the
//                           database holds 1 000 meetings;
//   scheduling-slots        GET /api/client/appointments/slots?from&to: a client's free slots over 14 days (Mon–Fri
//                           09:00–17:00, hour slots, 20 of them taken) at 1 000 meetings;
//   scheduling-month-100k / scheduling-slots-100k: the same requests after 99 000 more meetings were added (49 000 of the
//                           same coach in other months, 50 000 of 500 other businesses in the same month).
// The same coach, client and month throughout, so the p50 at 100 000 compares with the p50 at 1 000.
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import { findSession } from '../lib/ceiling-kit.mjs';
import { registerCoach } from '../lib/seed.mjs';

const DAY = 86_400_000;
/** A month well ahead (its first day, UTC) and the Monday two weeks into it: fixed per run, outside any notice period. */
const monthStart = (() => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
})();
const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 1));
const slotsFrom = new Date(monthStart.getTime() + ((8 - monthStart.getUTCDay()) % 7) * DAY); // the month's first Monday
const slotsTo = new Date(slotsFrom.getTime() + 14 * DAY);

const MONTH_PATH = `/api/meetings?from=${monthStart.toISOString()}&to=${monthEnd.toISOString()}&limit=500`;
const SLOTS_PATH = `/api/client/appointments/slots?from=${slotsFrom.toISOString()}&to=${slotsTo.toISOString()}`;

const TITLES = ['Check-in', 'Form review', 'Nutrition call', 'Strength block', 'Mobility'];

async function registerClient(baseUrl, pool, coachId) {
  const email = `sched-client-${randomUUID().slice(0, 8)}@bench.example`;
  const password = 'bench-pass-1';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Client', email, password, confirmPassword: password, role: 'client' }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${JSON.stringify(body)}`);
  const { rows } = await pool.query(
    `insert into clients (id, coach_id, user_id, first_name, last_name, email, is_active, onboarding_completed, source, created_at, updated_at)
     values (gen_random_uuid(), $1, $2, 'Bench', 'Client', $3, true, false, 'bench', now(), now()) returning id`,
    [coachId, body.user.id, email],
  );
  return { token: body.token, clientId: rows[0].id };
}

/**
 * `count` meetings of `coachIds` (round robin), starting on the hour at `start + i * stepMinutes`, with `clientId` (or
 * none): one set-based statement.
 */
async function seedMeetings(pool, { coachIds, clientId, start, stepMinutes, count, skipMonth }) {
  await pool.query(
    `insert into meetings (id, coach_id, client_id, title, scheduled_at, end_time, duration, type, appointment_type, status, max_participants,
                           current_participants, is_recurring, reminder_sent, booked_by, created_at, updated_at)
     select gen_random_uuid(), ($1::uuid[])[1 + n % cardinality($1::uuid[])], $2::uuid, ($7::text[])[1 + n % 5], at, at + interval '60 minutes', 60,
            'consultation', 'video', case when n % 9 = 0 then 'completed' else 'scheduled' end, 1, 0, false, false, 'business', now(), now()
       from generate_series(0, $3 - 1) as n,
            lateral (select $4::timestamptz + make_interval(mins => n * $5) as raw) r,
            lateral (select case when $6 and r.raw >= $8::timestamptz and r.raw < $9::timestamptz then r.raw + interval '400 days' else r.raw end as at) s`,
    [coachIds, clientId, count, start, stepMinutes, skipMonth, TITLES, monthStart, monthEnd],
  );
}

let base;
/** The coach (UTC), their client, working hours Mon–Fri 09:00–17:00, and 1 000 meetings: 60 in the month, 20 in the slots' days. */
function prepareBase(baseUrl, databaseUrl) {
  return (base ??= (async () => {
    const coach = await registerCoach(baseUrl, 'scheduling-bench');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const client = await registerClient(baseUrl, pool, coach.id);
      await pool.query(
        `insert into calendar_availability (id, coach_id, business_id, availability_type, day_of_week, start_time, end_time, slot_duration, max_participants,
                                            price, location, is_active, created_at)
         select gen_random_uuid(), $1, $1, 'video', d, '09:00', '17:00', 60, 1, 45, null, true, now() from generate_series(1, 5) as d`,
        [coach.id],
      );
      // 60 in the month: two a day at 10:00 and 14:00 for 30 days (so 20 of the slots' 80 are taken).
      await pool.query(
        `insert into meetings (id, coach_id, client_id, title, scheduled_at, end_time, duration, type, appointment_type, status, max_participants,
                               current_participants, is_recurring, reminder_sent, booked_by, created_at, updated_at)
         select gen_random_uuid(), $1, $2, 'Session ' || n, at, at + interval '60 minutes', 60, 'consultation', 'video', 'scheduled', 1, 0, false, false,
                'business', now(), now()
           from generate_series(0, 59) as n, lateral (select $3::timestamptz + make_interval(days => n / 2, hours => case when n % 2 = 0 then 10 else 14 end) as at) s`,
        [coach.id, client.clientId, monthStart],
      );
      // 940 more of the coach, one every 2 days from five years back (none in the month).
      await seedMeetings(pool, {
        coachIds: [coach.id],
        clientId: client.clientId,
        start: new Date(monthStart.getTime() - 5 * 365 * DAY),
        stepMinutes: 2 * 24 * 60,
        count: 940,
        skipMonth: true,
      });
      await pool.query('analyze meetings');
      await pool.query('analyze calendar_availability');
    } finally {
      await pool.end();
    }
    return { coach, client: await clientOf(coach, baseUrl, databaseUrl) };
  })());
}

let clientCache;
async function clientOf(coach, baseUrl, databaseUrl) {
  if (clientCache) return clientCache;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query(`select c.id, u.email from clients c join users u on u.id = c.user_id where c.coach_id = $1`, [coach.id]);
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: rows[0].email, password: 'bench-pass-1' }),
    });
    const body = await login.json();
    clientCache = { token: body.token, clientId: rows[0].id };
    return clientCache;
  } finally {
    await pool.end();
  }
}

let volume;
/** 99 000 more meetings: 49 000 of the coach outside the month (every 90 minutes over ~8.4 years), 50 000 of 500 other businesses in the month. */
function prepareVolume(baseUrl, databaseUrl) {
  return (volume ??= (async () => {
    const { coach } = await prepareBase(baseUrl, databaseUrl);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await seedMeetings(pool, {
        coachIds: [coach.id],
        clientId: null,
        start: new Date(monthStart.getTime() - 6 * 365 * DAY + 30 * 60_000),
        stepMinutes: 90,
        count: 49_000,
        skipMonth: true,
      });
      const { rows } = await pool.query(
        `insert into users (id, email, password, first_name, last_name, role, business_name, created_at, updated_at)
         select gen_random_uuid(), 'sched-volume-' || gen_random_uuid() || '@bench.example', 'x', 'Volume', 'Coach ' || n, 'business', 'Volume Fitness', now(), now()
           from generate_series(1, 500) as n returning id`,
      );
      await seedMeetings(pool, {
        coachIds: rows.map((row) => row.id),
        clientId: null,
        start: monthStart,
        stepMinutes: 1,
        count: 50_000,
        skipMonth: false,
      });
      await pool.query('analyze meetings');
      const [{ count }] = (await pool.query('select count(*)::int as count from meetings')).rows;
      console.log(`scheduling: ${count} meetings in the database`);
    } finally {
      await pool.end();
    }
  })());
}

const forbidden = { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this resource' } };
const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
const num = (value) => (value === null ? null : Number(value));
const iso = (value) => new Date(value).toISOString();
const MEETING_TYPE = { video: 'video', in_person: 'in-person', phone: 'phone' };

// The month: meetings overlapping [from, to) read by (coach_id, scheduled_at) — a meeting lasts at most 240 minutes, so
// one overlapping `from` started at most that long before it — with the client's name and the total, in one statement.
const MONTH_SQL = `select m.*, c.first_name as client_first_name, c.last_name as client_last_name, count(*) over () as total_count
                     from meetings m left join clients c on c.id = m.client_id
                    where m.coach_id = $1 and m.scheduled_at >= $2::timestamptz - interval '240 minutes' and m.scheduled_at < $3 and m.end_time > $2
                    order by m.scheduled_at, m.id limit $4 offset $5`;

async function monthHandler({ url, pool, token }) {
  const session = await findSession(pool, token);
  if (!session) return unauthorized;
  if (session.role !== 'business') return forbidden;
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  const { rows } = await pool.query(MONTH_SQL, [session.id, url.searchParams.get('from'), url.searchParams.get('to'), limit, (page - 1) * limit]);
  const body = rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    clientName: r.client_id ? `${r.client_first_name} ${r.client_last_name}`.trim() : null,
    title: r.title,
    description: r.description,
    scheduledAt: iso(r.scheduled_at),
    endTime: iso(r.end_time),
    duration: r.duration,
    type: r.type,
    appointmentType: r.appointment_type,
    meetingType: MEETING_TYPE[r.appointment_type],
    platform: r.platform,
    status: r.status,
    meetingUrl: r.meeting_url,
    location: r.location,
    maxParticipants: r.max_participants,
    currentParticipants: r.current_participants,
    price: num(r.price),
    notes: r.notes,
    isRecurring: r.is_recurring,
    recurringPattern: r.is_recurring ? r.recurring_pattern : null,
    recurringEndDate: r.is_recurring && r.recurring_end_date ? iso(r.recurring_end_date) : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
  return { status: 200, body, headers: { 'x-total-count': String(rows[0]?.total_count ?? 0) } };
}

// The free slots in one statement: the client's business, both time zones and the notice period; every slot of the
// active working hours on the business's wall clock in [max(from, now + notice), to); none overlapping a scheduled
// meeting of the business (read by (coach_id, scheduled_at)); day and time on the client's wall clock.
const SLOTS_SQL = `with me as (
    select c.coach_id, u.time_zone as client_zone, b.time_zone as business_zone, coalesce(s.notice_hours, 24) as notice_hours
      from clients c join users u on u.id = c.user_id join users b on b.id = c.coach_id left join booking_settings s on s.coach_id = c.coach_id
     where c.user_id = $1 limit 1
  ),
  bounds as (select greatest($2::timestamptz, now() + make_interval(hours => me.notice_hours)) as lo, $3::timestamptz as hi from me),
  candidates as (
    select a.id, a.slot_duration, a.availability_type, a.price, a.location,
           ((d.day::date + a.start_time::time + make_interval(mins => k.n * a.slot_duration)) at time zone me.business_zone) as starts_at
      from me cross join bounds
      join calendar_availability a on a.coach_id = me.coach_id and a.is_active
      cross join lateral generate_series((bounds.lo at time zone me.business_zone)::date - 1, (bounds.hi at time zone me.business_zone)::date + 1, interval '1 day') as d(day)
      cross join lateral generate_series(0, (extract(epoch from (a.end_time::time - a.start_time::time)) / 60)::int / a.slot_duration - 1) as k(n)
     where a.day_of_week = extract(dow from d.day)
  )
  select me.client_zone, me.notice_hours, x.id, x.slot_duration, x.availability_type, x.price, x.location, x.starts_at,
         to_char(x.starts_at at time zone me.client_zone, 'YYYY-MM-DD') as local_date, to_char(x.starts_at at time zone me.client_zone, 'HH24:MI') as local_time
    from me cross join bounds left join candidates x on x.starts_at >= bounds.lo and x.starts_at < bounds.hi
     and not exists (select 1 from meetings m where m.coach_id = me.coach_id and m.status = 'scheduled'
                        and m.scheduled_at >= x.starts_at - interval '240 minutes' and m.scheduled_at < x.starts_at + make_interval(mins => x.slot_duration)
                        and m.end_time > x.starts_at)
   order by x.starts_at`;

async function slotsHandler({ url, pool, token }) {
  const session = await findSession(pool, token);
  if (!session) return unauthorized;
  if (session.role !== 'client') return forbidden;
  const { rows } = await pool.query(SLOTS_SQL, [session.id, url.searchParams.get('from'), url.searchParams.get('to')]);
  const body = {
    timeZone: rows[0].client_zone,
    noticeHours: rows[0].notice_hours,
    slots: rows
      .filter((r) => r.id)
      .map((r) => ({
        startsAt: iso(r.starts_at),
        endsAt: new Date(new Date(r.starts_at).getTime() + r.slot_duration * 60_000).toISOString(),
        localDate: r.local_date,
        localTime: r.local_time,
        availabilityId: r.id,
        duration: r.slot_duration,
        appointmentType: r.availability_type,
        price: num(r.price),
        location: r.location,
      })),
  };
  return { status: 200, body };
}

const month = (name, prepare) => ({
  name,
  group: 'scheduling',
  path: MONTH_PATH,
  async setup({ baseUrl, databaseUrl }) {
    await prepare(baseUrl, databaseUrl);
    return { token: (await prepareBase(baseUrl, databaseUrl)).coach.token };
  },
  ceilingHandler: monthHandler,
});

const slots = (name, prepare) => ({
  name,
  group: 'scheduling',
  path: SLOTS_PATH,
  async setup({ baseUrl, databaseUrl }) {
    await prepare(baseUrl, databaseUrl);
    return { token: (await prepareBase(baseUrl, databaseUrl)).client.token };
  },
  ceilingHandler: slotsHandler,
});

/** @type {import('./index.mjs').Scenario[]} */
export const scheduling = [
  month('scheduling-month', prepareBase),
  slots('scheduling-slots', prepareBase),
  month('scheduling-month-100k', prepareVolume),
  slots('scheduling-slots-100k', prepareVolume),
];
