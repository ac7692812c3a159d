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

/**
 * `coaches` more businesses, each with `perCoach` clients, one message from the coach to every client, two custom exercises
 * and five custom foods (named so that some match the benched searches): the volume of a growing platform, in a few
 * set-based statements. Their users cannot sign in. `{ activity: false }` leaves out the messages, exercises and foods.
 */
export async function seedPlatformVolume(pool, coaches, perCoach, { activity = true } = {}) {
  const batch = `volume_batch_${Date.now()}`;
  await pool.query(`create unlogged table ${batch} (id uuid primary key)`);
  try {
    await pool.query(
      `with created as (
         insert into users (id, email, username, password, first_name, last_name, role, business_name, created_at, updated_at)
         select gen_random_uuid(), 'volume-' || gen_random_uuid() || '@bench.example', null, 'x', 'Volume', 'Coach ' || n, 'business', 'Volume Fitness', now(), now()
           from generate_series(1, $1) as n
         returning id)
       insert into ${batch} select id from created`,
      [coaches],
    );
    await pool.query(
      `insert into clients (id, coach_id, first_name, last_name, email, fitness_goal, is_active, onboarding_completed, source, created_at, updated_at)
       select gen_random_uuid(), c.id, 'First' || n, 'Last' || n, 'client' || n || '-' || c.id || '@bench.example',
              ($2::text[])[1 + n % 4], true, false, 'bench', now() - (n || ' minutes')::interval, now()
         from ${batch} c cross join generate_series(1, $1) as n`,
      [perCoach, GOALS],
    );
    if (!activity) return;
    await pool.query(
      `insert into messages (id, coach_id, client_id, sender_id, from_client, content, message_type, is_read, created_at)
       select gen_random_uuid(), c.coach_id, c.id, c.coach_id, false, 'Volume message', 'text', true, c.created_at
         from clients c join ${batch} b on b.id = c.coach_id`,
    );
    await pool.query(
      `insert into exercises (id, coach_id, name, description, category, muscle_groups, equipment, difficulty, instructions, created_at, updated_at)
       select gen_random_uuid(), b.id, 'Studio ' || (array['Press', 'Row', 'Squat', 'Curl'])[1 + n % 4] || ' ' || n, 'A house variation', 'strength',
              array['full body'], 'dumbbells', 'intermediate', array['Set up', 'Move', 'Reset'], now(), now()
         from ${batch} b cross join generate_series(1, 2) as n`,
    );
    await pool.query(
      `insert into food_database (id, coach_id, name, brand, serving_size, serving_unit, calories, protein, carbs, fat, data_source, verified, created_at, updated_at)
       select gen_random_uuid(), b.id, (array['Chicken', 'Chickpea', 'Rice', 'Oat', 'Soup'])[n] || ' bowl', 'Home', 100, 'g', 100 + n, n, n, n, 'custom', false, now(), now()
         from ${batch} b cross join generate_series(1, 5) as n`,
    );
  } finally {
    await pool.query(`drop table ${batch}`);
    for (const table of ['users', 'clients', 'messages', 'exercises', 'food_database']) await pool.query(`vacuum analyze ${table}`);
  }
}
