// Bulk test data for the benchmarks, written straight to PostgreSQL (generate_series: 100 k rows in seconds).
import { randomUUID } from 'node:crypto';

const GOALS = ['weight_loss', 'muscle_building', 'general_fitness', 'athletic_performance'];

/** Registers a business through the API (so the password hash is the app's own) and signs it in. */
export async function registerCoach(baseUrl, label) {
  const email = `${label}-${randomUUID().slice(0, 8)}@bench.example`;
  const password = 'bench-pass-1';
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Coach',
      email,
      password,
      confirmPassword: password,
      role: 'business',
      businessName: 'Bench Fitness',
    }),
  });
  const body = await response.json();
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, email, token: body.token };
}

/** `count` clients for one coach, spread over the last year. */
export async function seedClients(pool, coachId, count) {
  await pool.query(
    `insert into clients (id, coach_id, first_name, last_name, email, phone, fitness_goal, is_active, onboarding_completed, source, created_at, updated_at)
     select gen_random_uuid(), $1::uuid, 'First' || n, 'Last' || n, 'client' || n || '-' || $4::text || '@bench.example', '+1 555 ' || lpad(n::text, 4, '0'),
            ($3::text[])[1 + n % 4], n % 10 <> 0, false, 'bench', now() - (n || ' minutes')::interval, now()
       from generate_series(1, $2) as n`,
    [coachId, count, GOALS, coachId.slice(0, 8)],
  );
}

/** `coaches` more businesses with `perCoach` clients each (their users cannot sign in: they only add volume). */
export async function seedCoachesWithClients(pool, coaches, perCoach) {
  await pool.query(
    `with new_coaches as (
       insert into users (id, email, username, password, first_name, last_name, role, business_name, created_at, updated_at)
       select gen_random_uuid(), 'volume-' || gen_random_uuid() || '@bench.example', null, 'x', 'Volume', 'Coach ' || n, 'business', 'Volume Fitness', now(), now()
         from generate_series(1, $1) as n
       returning id)
     insert into clients (id, coach_id, first_name, last_name, email, fitness_goal, is_active, onboarding_completed, source, created_at, updated_at)
     select gen_random_uuid(), c.id, 'First' || n, 'Last' || n, 'client' || n || '-' || c.id || '@bench.example',
            ($3::text[])[1 + n % 4], true, false, 'bench', now() - (n || ' minutes')::interval, now()
       from new_coaches c cross join generate_series(1, $2) as n`,
    [coaches, perCoach, GOALS],
  );
  await pool.query('analyze clients');
  await pool.query('analyze users');
}
