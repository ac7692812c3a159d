// GET /api/exercises?search=press&limit=50: the exercise search of the workout builder. Two cases share one handler:
// exercises-library runs on the shipped library alone (~150 exercises); exercises-10k after 10 000 custom exercises of
// 100 businesses (100 of them the benched coach's own) were added to the platform. List exercises-library first.
import pg from 'pg';
import { findSession } from '../lib/ceiling-kit.mjs';
import { registerCoach } from '../lib/seed.mjs';

const SEARCH = 'press';
const PATH = `/api/exercises?search=${SEARCH}&limit=50`;

// The app's query (ExercisesRepository.page), verbatim.
const PAGE_SQL = `select id, coach_id, name, description, category, muscle_groups, equipment, difficulty, instructions, video_url, image_key, created_at, updated_at,
                         count(*) over () as total_count
                    from exercises where (coach_id is null or coach_id = $1) and (name || ' ' || coalesce(description, '')) ilike $2
                   order by name, id limit $3 offset $4`;

const WORDS = [
  'Press',
  'Row',
  'Squat',
  'Curl',
  'Lunge',
  'Raise',
  'Pull',
  'Carry',
  'Hinge',
  'Twist',
  'Hold',
  'Jump',
  'Step',
  'Crawl',
  'Swing',
  'Throw',
  'Bridge',
  'Plank',
  'Fly',
  'Dip',
];
const CATEGORIES = ['strength', 'cardio', 'flexibility', 'functional'];

/** 10 000 custom exercises: 99 volume businesses with 100 each, and 100 for the benched coach. */
async function seedCustomExercises(pool, coachId) {
  await pool.query(
    `with volume as (
       insert into users (id, email, username, password, first_name, last_name, role, business_name, created_at, updated_at)
       select gen_random_uuid(), 'exercise-volume-' || gen_random_uuid() || '@bench.example', null, 'x', 'Volume', 'Coach ' || n, 'business', 'Volume Fitness', now(), now()
         from generate_series(1, 99) as n
       returning id),
     owners as (select id from volume union all select $1::uuid)
     insert into exercises (id, coach_id, name, description, category, muscle_groups, equipment, difficulty, instructions, created_at, updated_at)
     select gen_random_uuid(), o.id, 'Studio ' || ($2::text[])[1 + n % 20] || ' ' || n, 'A house variation number ' || n || ' of the ' || lower(($2::text[])[1 + n % 20]),
            ($3::text[])[1 + n % 4], array['full body'], 'dumbbells', 'intermediate', array['Set up', 'Move', 'Reset'], now(), now()
       from owners o cross join generate_series(1, 100) as n`,
    [coachId, WORDS, CATEGORIES],
  );
  await pool.query('analyze exercises');
}

const iso = (value) => new Date(value).toISOString();

/** Session lookup, the business check, one page query with the total, the same JSON and header. */
async function ceilingHandler({ url, pool, token }) {
  const session = await findSession(pool, token);
  if (!session) return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
  if (session.role !== 'business') return { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this resource' } };
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 50), 200);
  const page = Number(url.searchParams.get('page') ?? 1);
  const search = (url.searchParams.get('search') ?? '').replace(/[\\%_]/g, (c) => `\\${c}`);
  const { rows } = await pool.query(PAGE_SQL, [session.id, `%${search}%`, limit, (page - 1) * limit]);
  const body = rows.map((r) => ({
    id: r.id,
    coachId: r.coach_id,
    isCustom: r.coach_id !== null,
    name: r.name,
    description: r.description,
    category: r.category,
    muscleGroups: r.muscle_groups,
    equipment: r.equipment,
    difficulty: r.difficulty,
    instructions: r.instructions,
    videoUrl: r.video_url,
    imageUrl: r.image_key ? `/api/exercises/${r.id}/image` : null,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }));
  return { status: 200, body, headers: { 'x-total-count': String(rows[0]?.total_count ?? 0) } };
}

/** @type {import('./index.mjs').Scenario} */
export const exercisesLibrary = {
  name: 'exercises-library',
  path: PATH,
  async setup({ baseUrl }) {
    return { token: (await registerCoach(baseUrl, 'exercises-library-bench')).token };
  },
  ceilingHandler,
};

/** @type {import('./index.mjs').Scenario} */
export const exercises10k = {
  name: 'exercises-10k',
  path: PATH,
  async setup({ baseUrl, databaseUrl }) {
    const coach = await registerCoach(baseUrl, 'exercises-bench');
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      await seedCustomExercises(pool, coach.id);
    } finally {
      await pool.end();
    }
    return { token: coach.token };
  },
  ceilingHandler,
};
