// GET /api/foods?search=chick&limit=20: ranked word/prefix search over the food database. Two cases:
// `foods` over the shipped foods (plus the coach's 100 own), `foods-100k` after 100 000 custom foods of 1 000 other
// businesses were added (many of them matching the search): the tenant-scoped GIN indexes keep the two alike.
import pg from 'pg';
import { findSession } from '../lib/ceiling-kit.mjs';
import { registerCoach } from '../lib/seed.mjs';

const SEARCH = 'chick';
const PATH = `/api/foods?search=${SEARCH}&limit=20`;

// The app's query (FoodsRepository.search), verbatim: two indexed arms, ranked.
const SEARCH_SQL = `with q as (select to_tsquery('simple', $1) as q),
  hits as (
    select f.id from food_database f, q where f.coach_id is null and f.search_vector @@ q.q
    union all
    select f.id from food_database f, q where f.coach_id = $2 and f.search_vector @@ q.q
  )
  select f.*, count(*) over () as total_count from hits join food_database f on f.id = hits.id, q
   order by (lower(f.name) = $3) desc, (lower(f.name) like $4) desc, ts_rank(f.search_vector, q.q) desc, length(f.name), f.name, f.id
   limit $5 offset $6`;

const WORDS = ['Chicken', 'Chickpea', 'Beef', 'Protein', 'Oat', 'Rice', 'Salad', 'Shake', 'Wrap', 'Bowl', 'Curry', 'Soup'];

/** Custom foods with names built from common words, so a realistic share of them matches the search. */
async function seedCustomFoods(pool, coachIds, perCoach) {
  await pool.query(
    `insert into food_database (id, coach_id, name, brand, serving_size, serving_unit, calories, protein, carbs, fat, data_source, verified, created_at, updated_at)
     select gen_random_uuid(), c, ($3::text[])[1 + (n % 12)] || ' ' || ($3::text[])[1 + ((n / 12) % 12)] || ' #' || n, 'Home', 100, 'g',
            100 + n % 400, n % 40, n % 60, n % 25, 'custom', false, now(), now()
       from unnest($1::uuid[]) as c cross join generate_series(1, $2) as n`,
    [coachIds, perCoach, WORDS],
  );
}

async function prepare(baseUrl, databaseUrl, { otherCoaches }) {
  const coach = await registerCoach(baseUrl, 'foods-bench');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    await seedCustomFoods(pool, [coach.id], 100);
    if (otherCoaches) {
      const { rows } = await pool.query(
        `insert into users (id, email, password, first_name, last_name, role, business_name, created_at, updated_at)
         select gen_random_uuid(), 'foods-volume-' || gen_random_uuid() || '@bench.example', 'x', 'Volume', 'Coach ' || n, 'business', 'Volume Fitness', now(), now()
           from generate_series(1, $1) as n returning id`,
        [otherCoaches],
      );
      await seedCustomFoods(
        pool,
        rows.map((row) => row.id),
        100_000 / otherCoaches,
      );
    }
    await pool.query('analyze food_database');
  } finally {
    await pool.end();
  }
  return { token: coach.token };
}

const num = (value) => (value === null ? null : Number(value));

/** What the app answers for a food (toFoodResponse). */
function toFood(r) {
  return {
    id: r.id,
    barcode: r.barcode,
    name: r.name,
    brand: r.brand,
    description: r.description,
    servingSize: Number(r.serving_size),
    servingUnit: r.serving_unit,
    calories: Number(r.calories),
    protein: Number(r.protein),
    carbs: Number(r.carbs),
    fat: Number(r.fat),
    fiber: num(r.fiber),
    sugar: num(r.sugar),
    sodium: num(r.sodium),
    cholesterol: num(r.cholesterol),
    saturatedFat: num(r.saturated_fat),
    ingredients: r.ingredients,
    allergens: r.allergens,
    imageUrl: r.image_url,
    category: r.category,
    dataSource: r.data_source,
    externalId: r.external_id,
    verified: r.verified,
    price: num(r.price),
    isCustom: r.coach_id !== null,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

/** Session lookup, the role check, the same indexed query, the same JSON and total header. */
async function ceilingHandler({ url, pool, token }) {
  const session = await findSession(pool, token);
  if (!session) return { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Authentication required' } };
  if (session.role !== 'business') return { status: 403, body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this resource' } };
  const text = (url.searchParams.get('search') ?? '').trim().toLowerCase();
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
  const page = Number(url.searchParams.get('page') ?? 1);
  const query = words.map((word) => `${word}:*`).join(' & ');
  const { rows } = await pool.query(SEARCH_SQL, [query, session.id, text, `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, limit, (page - 1) * limit]);
  return { status: 200, body: rows.map(toFood), headers: { 'x-total-count': String(rows[0]?.total_count ?? 0) } };
}

/** @type {import('./index.mjs').Scenario} */
export const foods = {
  name: 'foods',
  path: PATH,
  setup: ({ baseUrl, databaseUrl }) => prepare(baseUrl, databaseUrl, { otherCoaches: 0 }),
  ceilingHandler,
};

/** @type {import('./index.mjs').Scenario} */
export const foods100k = {
  name: 'foods-100k',
  path: PATH,
  setup: ({ baseUrl, databaseUrl }) => prepare(baseUrl, databaseUrl, { otherCoaches: 1000 }),
  ceilingHandler,
};
