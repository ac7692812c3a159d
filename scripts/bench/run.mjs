#!/usr/bin/env node
// `npm run bench [-- scenario ...]`: the real app against a bare node:http + pg "ceiling", per scenario.
//
// Starts backend/dist/main.js (embedded PostgreSQL and redis-server under a fresh .data/bench-<ts>, or
// DATABASE_URL / REDIS_URL from the environment), signs in as the demo coach, starts the ceiling server on
// the app's database, then runs autocannon against each scenario's path on both and prints req/s, p99 and
// the app/ceiling ratio. It only prints figures; it never fails on them.
//
// Knobs (env): BENCH_CONNECTIONS (20), BENCH_DURATION (10 s), BENCH_WARMUP (2 s), BENCH_EMAIL / BENCH_PASSWORD,
// BENCH_VERBOSE=1 (echo the children's output), BENCH_KEEP_DATA=1 (keep the bench DATA_DIR),
// BENCH_APP_NODE_ARGS / BENCH_CEILING_NODE_ARGS (extra Node flags, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof').
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { login, startApp } from './lib/app.mjs';
import { startCeiling } from './lib/ceiling.mjs';
import { LOAD, runLoad } from './lib/load.mjs';
import { renderDetail, renderRealtime, renderResults } from './lib/report.mjs';
import { SCENARIOS } from './scenarios/index.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'backend/dist/main.js');

const log = (line = '') => console.log(line);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function pickScenarios(names) {
  if (names.length === 0) return SCENARIOS;
  const unknown = names.filter((n) => !SCENARIOS.some((s) => s.name === n || s.group === n));
  if (unknown.length) {
    console.error(`Unknown scenario(s): ${unknown.join(', ')}. Known: ${SCENARIOS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  return SCENARIOS.filter((s) => names.includes(s.name) || names.includes(s.group));
}

/** .data/bench-<timestamp>, with 0755 parents: embedded PostgreSQL runs as the OS user postgres when we are root. */
function makeDataDir() {
  const parent = path.join(ROOT, '.data');
  fs.mkdirSync(parent, { recursive: true, mode: 0o755 });
  fs.chmodSync(parent, 0o755);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const dir = path.join(parent, `bench-${stamp}-${process.pid}`);
  fs.mkdirSync(dir, { mode: 0o755 });
  fs.chmodSync(dir, 0o755);
  return dir;
}

async function fetchJson(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

/** Both servers must answer the same thing, or the comparison means nothing. */
async function checkParity(scenario, app, ceiling, headers) {
  const sample = scenario.sample?.();
  const init = sample
    ? { method: scenario.method, headers: { ...headers, 'content-type': 'application/json', 'stripe-signature': sample.signature }, body: sample.body }
    : { headers };
  const [a, c] = await Promise.all([fetchJson(app.baseUrl + scenario.path, init), fetchJson(ceiling.baseUrl + scenario.path, init)]);
  if (a.status !== 200) throw new Error(`${scenario.name}: the app answered ${a.status} on ${scenario.path}: ${JSON.stringify(a.body).slice(0, 300)}`);
  if (c.status !== 200) throw new Error(`${scenario.name}: the ceiling answered ${c.status} on ${scenario.path}: ${JSON.stringify(c.body).slice(0, 300)}`);
  const difference = scenario.compare ? scenario.compare(a.body, c.body) : isDeepStrictEqual(a.body, c.body) ? null : 'the answers differ';
  if (difference) {
    log(`warning: ${scenario.name}: ${difference}\n  app:     ${JSON.stringify(a.body).slice(0, 400)}\n  ceiling: ${JSON.stringify(c.body).slice(0, 400)}`);
  }
}

async function main() {
  const scenarios = pickScenarios(process.argv.slice(2));
  if (!fs.existsSync(ENTRY)) {
    console.error('backend/dist/main.js is missing: run `npx nest build` first');
    process.exit(1);
  }

  let dataDir;
  let app;
  let ceiling;
  let cleaning;
  const cleanup = () =>
    (cleaning ??= (async () => {
      await ceiling?.stop();
      const stopped = await app?.stop();
      if (!dataDir) return;
      if (stopped?.forced) {
        console.error(`The app did not stop within 30 s and was killed; its embedded services may still run. Kept ${dataDir}`);
      } else if (process.env.BENCH_KEEP_DATA) {
        log(`Kept ${dataDir}`);
      } else {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    })());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up...`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    dataDir = makeDataDir();
    const external = [process.env.DATABASE_URL && 'DATABASE_URL', process.env.REDIS_URL && 'REDIS_URL'].filter(Boolean);
    log(`CoachCore bench: Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model?.trim() ?? 'unknown'}), load generator in this process`);
    const [load1] = os.loadavg();
    if (load1 > os.cpus().length * 0.5) {
      log(`note: load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs before starting: other work shares the machine, figures will be noisy`);
    }
    log(`autocannon: ${LOAD.connections} connections, ${LOAD.warmup} s warm-up + ${LOAD.duration} s per run`);
    log(
      `services: ${external.length ? `${external.join(' + ')} from the environment` : 'embedded'}${external.length < 2 ? ` (DATA_DIR ${path.relative(ROOT, dataDir)})` : ''}`,
    );

    let since = Date.now();
    app = await startApp({ root: ROOT, entry: ENTRY, dataDir });
    log(`app up at ${app.baseUrl} (${seconds(since)})`);

    const token = await login(app.baseUrl);
    const databaseUrl = app.databaseUrl();
    since = Date.now();
    ceiling = await startCeiling({ databaseUrl });
    log(`ceiling up at ${ceiling.baseUrl} (${seconds(since)})`);

    const headers = { authorization: `Bearer ${token}` };
    const results = [];
    const realtime = [];
    for (const scenario of scenarios) {
      if (scenario.run) {
        log(`\n${scenario.name}: ${scenario.note ? 'background delivery' : 'real-time delivery'}`);
        const rows = await scenario.run({ baseUrl: app.baseUrl, databaseUrl, redisUrl: app.redisUrl(), log });
        realtime.push(...rows.map((row) => ({ ...row, note: scenario.note })));
        continue;
      }
      const prepared = scenario.setup ? await scenario.setup({ baseUrl: app.baseUrl, databaseUrl }) : null;
      const scenarioHeaders = prepared ? { authorization: `Bearer ${prepared.token}` } : headers;
      await checkParity(scenario, app, ceiling, scenarioHeaders);
      const request = { method: scenario.method ?? 'GET', headers: scenarioHeaders, setupRequest: scenario.setupRequest };
      log(`\n${scenario.name}: ${request.method} ${scenario.path}`);
      const appResult = await runLoad({ ...request, url: app.baseUrl + scenario.path, pid: app.child.pid });
      log(renderDetail(scenario.name, 'app', appResult));
      if (scenario.verify) await scenario.verify({ databaseUrl, accepted: appResult.requests - appResult.non2xx, log });
      const ceilingResult = await runLoad({ ...request, url: ceiling.baseUrl + scenario.path, pid: ceiling.child.pid });
      log(renderDetail(scenario.name, 'ceiling', ceilingResult));
      results.push({ scenario: scenario.name, app: appResult, ceiling: ceilingResult });
    }

    if (results.length) {
      log('');
      log(renderResults(results));
      log(
        "\nreq/s: average of the per-second samples; p99: latency in ms; CPU µs/req: the server process's own CPU time per request\n" +
          "(not the database's; steadier than req/s when the machine is shared); app/ceiling: app req/s as a share of the ceiling's (aim: at least 50 %).",
      );
    }
    if (realtime.length) {
      log('');
      log(renderRealtime(realtime));
    }
  } catch (error) {
    console.error(`\nbench failed: ${error.message}`);
    if (error.output) console.error(`--- child output (last lines) ---\n${error.output.split('\n').slice(-40).join('\n')}`);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
  process.exit(process.exitCode ?? 0);
}

void main();
