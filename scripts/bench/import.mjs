#!/usr/bin/env node
// `npm run bench:import`: how long the clients CSV import and export take as files grow.
//
// Starts the real app (embedded services, or DATABASE_URL / REDIS_URL), signs up a fresh coach per size and posts a
// CSV of 1 000, 2 000 and 5 000 new clients (the most a file may hold) to POST /api/clients/import (each row also records its client_signup
// event), then times GET /api/clients/export of the same coach. A second 5 000-row file in which every tenth row
// repeats an e-mail shows the per-row error path. Aim (hardening issue): 5 000 rows well under 30 s.
// Figures only; never fails on them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp } from './lib/app.mjs';
import { registerCoach } from './lib/seed.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'backend/dist/main.js');
const SIZES = [1000, 2000, 5000]; // 5 000 is the most one file may hold
const HEADER = 'firstName,lastName,email,phone,fitnessGoal';

const csvOf = (rows, label, repeatEvery = 0) =>
  [
    HEADER,
    ...Array.from(
      { length: rows },
      (_, i) => `Bulk,Person${i},${label}-${repeatEvery && i % repeatEvery === 1 ? i - 1 : i}@bench.example,555-${i},general_fitness`,
    ),
  ].join('\n');

async function timed(run) {
  const started = performance.now();
  const result = await run();
  return { seconds: (performance.now() - started) / 1000, result };
}

async function importCsv(baseUrl, token, csv) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'clients.csv');
  const response = await fetch(`${baseUrl}/api/clients/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`import answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response.json();
}

async function exportCsv(baseUrl, token) {
  const response = await fetch(`${baseUrl}/api/clients/export`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`export answered ${response.status}`);
  return (await response.text()).trim().split('\n').length - 1;
}

async function main() {
  if (!fs.existsSync(ENTRY)) {
    console.error('backend/dist/main.js is missing: run `npm run build` first');
    process.exit(1);
  }
  const dataDir = path.join(ROOT, '.data', `bench-import-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(dataDir), 0o755);
  fs.chmodSync(dataDir, 0o755);
  let app;
  try {
    process.env.REGISTER_MAX_PER_IP ??= '1000'; // one fresh coach per file, all from this machine
    app = await startApp({ root: ROOT, entry: ENTRY, dataDir });
    console.log('| file | rows created | rows refused | import s | export rows | export s |');
    console.log('|---|---|---|---|---|---|');
    const cases = [...SIZES.map((rows) => ({ rows, repeatEvery: 0 })), { rows: 5000, repeatEvery: 10 }];
    for (const { rows, repeatEvery } of cases) {
      const coach = await registerCoach(app.baseUrl, `import${rows}`);
      const imported = await timed(() => importCsv(app.baseUrl, coach.token, csvOf(rows, coach.id.slice(0, 8), repeatEvery)));
      const exported = await timed(() => exportCsv(app.baseUrl, coach.token));
      const label = `${rows.toLocaleString('en-US')} rows${repeatEvery ? `, every ${repeatEvery}th a repeated e-mail` : ''}`;
      console.log(
        `| ${label} | ${imported.result.created} | ${imported.result.failed} | ${imported.seconds.toFixed(2)} | ${exported.result} | ${exported.seconds.toFixed(2)} |`,
      );
    }
  } catch (error) {
    console.error(`bench:import failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main();
