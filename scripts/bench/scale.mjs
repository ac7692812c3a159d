#!/usr/bin/env node
// `npm run bench:scale`: do the pages a coach uses stay flat as the platform grows to a million clients?
//
// Starts the real app (embedded services, or DATABASE_URL / REDIS_URL), signs up one coach with 100 clients, a
// 200-message conversation, custom exercises and foods, then grows the platform with set-based SQL to 100 businesses x
// 100 clients (10 000 clients) and measures the p50 of each scenario for that coach; then to 10 000 businesses x 100
// clients (1 000 000 clients, as many messages, 20 000 custom exercises, 50 000 custom foods) and measures again.
// Prints both and the ratio (aim: within 1.5x). Figures only; never fails on them.
// Knobs: BENCH_SCALE_STEPS (coaches per step, default "100,10000"), and load.mjs's BENCH_DURATION / BENCH_CONNECTIONS.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApp } from './lib/app.mjs';
import { LOAD, runLoad } from './lib/load.mjs';
import { registerCoach, seedClients, seedPlatformVolume } from './lib/seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'backend/dist/main.js');
const PER_COACH = 100;
const STEPS = (process.env.BENCH_SCALE_STEPS ?? '100,10000').split(',').map(Number); // coaches in total per measurement

/** The benched coach's own data: a conversation with their first client, and custom exercises and foods. */
async function seedCoach(pool, coachId) {
  await seedClients(pool, coachId, PER_COACH);
  const { rows } = await pool.query(`select id from clients where coach_id = $1 order by created_at desc limit 1`, [coachId]);
  const clientId = rows[0].id;
  await pool.query(
    `insert into messages (id, coach_id, client_id, sender_id, from_client, content, message_type, is_read, created_at)
     select gen_random_uuid(), $1::uuid, $2::uuid, case when n % 2 = 0 then $1::uuid end, n % 2 = 1, 'Message ' || n, 'text', true, now() - (n || ' minutes')::interval
       from generate_series(1, 200) as n`,
    [coachId, clientId],
  );
  await pool.query(
    `insert into exercises (id, coach_id, name, description, category, muscle_groups, equipment, difficulty, instructions, created_at, updated_at)
     select gen_random_uuid(), $1::uuid, 'My Press ' || n, 'House press', 'strength', array['chest'], 'barbell', 'intermediate', array['Press'], now(), now()
       from generate_series(1, 20) as n`,
    [coachId],
  );
  await pool.query(
    `insert into food_database (id, coach_id, name, brand, serving_size, serving_unit, calories, protein, carbs, fat, data_source, verified, created_at, updated_at)
     select gen_random_uuid(), $1::uuid, 'Chicken dish ' || n, 'Home', 100, 'g', 150, 20, 5, 5, 'custom', false, now(), now()
       from generate_series(1, 20) as n`,
    [coachId],
  );
  return clientId;
}

async function main() {
  if (!fs.existsSync(ENTRY)) {
    console.error('backend/dist/main.js is missing: run `npm run build` first');
    process.exit(1);
  }
  const dataDir = path.join(ROOT, '.data', `bench-scale-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(dataDir), 0o755);
  fs.chmodSync(dataDir, 0o755);
  let app;
  let pool;
  try {
    app = await startApp({ root: ROOT, entry: ENTRY, dataDir });
    pool = new pg.Pool({ connectionString: app.databaseUrl(), max: 2 });
    const coach = await registerCoach(app.baseUrl, 'scale');
    const clientId = await seedCoach(pool, coach.id);
    const headers = { authorization: `Bearer ${coach.token}` };
    const scenarios = [
      { name: 'clients page', path: '/api/clients?limit=50' },
      { name: 'client search', path: '/api/clients?search=First4&limit=50' },
      { name: 'exercise search', path: '/api/exercises?search=press&limit=50' },
      { name: 'food search', path: '/api/foods?search=chick&limit=20' },
      { name: 'conversation page', path: `/api/messages?withUser=${clientId}&limit=50` },
    ];
    console.log(`bench:scale: one coach with ${PER_COACH} clients; autocannon ${LOAD.connections} connections, ${LOAD.duration} s per scenario`);

    let coaches = 1;
    const steps = [];
    for (const target of STEPS) {
      const started = Date.now();
      await seedPlatformVolume(pool, target - coaches, PER_COACH);
      coaches = target;
      const { rows } = await pool.query('select (select count(*) from clients)::int as clients, (select count(*) from messages)::int as messages');
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `seeded to ${coaches.toLocaleString('en-US')} coaches, ${rows[0].clients.toLocaleString('en-US')} clients, ${rows[0].messages.toLocaleString('en-US')} messages (${seconds} s)`,
      );
      const results = [];
      for (const scenario of scenarios) {
        const result = await runLoad({ url: app.baseUrl + scenario.path, headers, pid: app.child.pid });
        if (result.non2xx || result.errors) console.log(`warning: ${scenario.name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        results.push(result);
      }
      steps.push({ clients: rows[0].clients, results });
    }

    const [small, large] = [steps[0], steps.at(-1)];
    const count = (n) => n.toLocaleString('en-US');
    console.log(
      `\n| scenario | p50 ms at ${count(small.clients)} | p50 ms at ${count(large.clients)} | ratio | req/s at ${count(small.clients)} | req/s at ${count(large.clients)} |`,
    );
    console.log('|---|---|---|---|---|---|');
    scenarios.forEach((scenario, i) => {
      const [a, b] = [small.results[i], large.results[i]];
      const ratio = (b.p50 / Math.max(a.p50, 0.001)).toFixed(2);
      console.log(`| ${scenario.name} | ${a.p50} | ${b.p50} | ${ratio}x | ${Math.round(a.rps)} | ${Math.round(b.rps)} |`);
    });
    console.log('\nratio: p50 at the larger platform / p50 at the smaller one (aim: at most 1.5x)');
  } catch (error) {
    console.error(`bench:scale failed: ${error.message}`);
    if (error.output) console.error(error.output.split('\n').slice(-30).join('\n'));
    process.exitCode = 1;
  } finally {
    await pool?.end().catch(() => undefined);
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
