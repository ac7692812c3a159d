#!/usr/bin/env node
// `npm run bench:scale`: does GET /api/clients?limit=50 stay flat as the platform grows?
//
// Starts the real app (embedded services, or DATABASE_URL / REDIS_URL), signs up one coach with 100 clients,
// adds volume businesses up to 100 coaches x 100 clients (10 k clients) and measures p50 of that coach's
// first page; then grows to 1 000 coaches x 100 clients (100 k) and measures again. Prints both and the ratio
// (aim: within 1.5x). Figures only; never fails on them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApp } from './lib/app.mjs';
import { LOAD, runLoad } from './lib/load.mjs';
import { registerCoach, seedClients, seedCoachesWithClients } from './lib/seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'backend/dist/main.js');
const PER_COACH = 100;
const STEPS = [100, 1000]; // coaches in total at each measurement

async function main() {
  if (!fs.existsSync(ENTRY)) {
    console.error('backend/dist/main.js is missing: run `npx nest build` first');
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
    await seedClients(pool, coach.id, PER_COACH);
    const headers = { authorization: `Bearer ${coach.token}` };
    const url = `${app.baseUrl}/api/clients?limit=50`;
    console.log(
      `bench:scale: GET /api/clients?limit=50 for one coach with ${PER_COACH} clients; autocannon ${LOAD.connections} connections, ${LOAD.duration} s`,
    );

    let coaches = 1;
    const results = [];
    for (const target of STEPS) {
      const started = Date.now();
      await seedCoachesWithClients(pool, target - coaches, PER_COACH);
      coaches = target;
      const { rows } = await pool.query('select count(*)::int as clients from clients');
      console.log(`seeded to ${coaches} coaches, ${rows[0].clients} clients (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      const result = await runLoad({ url, headers, pid: app.child.pid });
      if (result.non2xx || result.errors) console.log(`warning: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results.push({ clients: rows[0].clients, ...result });
    }

    console.log('\n| clients on the platform | p50 ms | p99 ms | req/s |');
    console.log('|---|---|---|---|');
    for (const r of results) console.log(`| ${r.clients.toLocaleString('en-US')} | ${r.p50} | ${r.p99} | ${Math.round(r.rps)} |`);
    const [small, large] = results;
    console.log(
      `\np50 at ${large.clients.toLocaleString('en-US')} / p50 at ${small.clients.toLocaleString('en-US')}: ${(large.p50 / Math.max(small.p50, 0.001)).toFixed(2)}x (aim: at most 1.5x)`,
    );
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
