import { spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

/**
 * `npm test`, shaped for 2 cores: each test tier fills both cores by itself, so the tiers run one after another
 * rather than side by side. Run together (as before) they held the machine at a load of 15 to 18: nearly every file
 * took 4 to 10 times as long, and tests that wait for something with a limit (a stop within 10 s, a pooled connection
 * within 3 s, a browser's 60 s) failed though they pass on a quiet machine. After the shared domain library's build:
 * - first, the integration tests (parallel Jest workers against real PostgreSQL and Redis: embedded unless
 *   DATABASE_URL / REDIS_URL; they need nothing built) beside one lane of single-process steps: the backend build
 *   (one TypeScript program that also type-checks the backend's tests), the frontend build (for the browser tests and
 *   the pre-rendered pages), the unit tests, the type checks of libs/domain and of the frontend with its e2e specs,
 *   ESLint, prettier --check and the OpenAPI checks (staleness and Spectral);
 * - then the browser tests: Playwright (three workers, one server) in Debian's Chromium, with the machine to itself.
 * Lane steps print their output when they finish; the integration and browser tests print as they go. Ends with a
 * timing table (start, wall and CPU seconds per step, so a slow step shows in every CI log) and one
 * "N passed, N failed" line.
 */
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const reports = path.join(root, '.data', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** A data folder and, when its PostgreSQL cluster had to live elsewhere (a private clone run as root), that cluster. */
function removeDataDir(dir) {
  const link = path.join(dir, 'postgres');
  if (existsSync(link) && lstatSync(link).isSymbolicLink()) rmSync(realpathSync(link), { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
/** Browser tests that failed once and passed on their retry (CI only): counted as passed, named at the end. */
const flakyTests = [];
const failedSteps = [];

function countJest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'flaky')) flakyTests.push([...titles, spec.title].join(' › '));
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
}

/**
 * CPU seconds of the children this process has waited for (Linux: /proc/self/stat cutime + cstime). A child's whole
 * tree is added when it is reaped, so reading it as each step ends attributes that step's CPU to it.
 */
function childCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // cutime, cstime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined;
  }
}

const started = performance.now();
const timings = [];
let cpuSeen = childCpuSeconds();
const seconds = (ms) => ms / 1000;

/** Runs one step. `buffered`: its output is printed in one block when it ends (for steps running side by side). */
function step(name, command, args, { env, buffered = false } = {}) {
  const start = performance.now();
  if (!buffered) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: env ?? process.env });
    const output = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    let cpu;
    // Read as soon as the child is reaped, before another step's child can be.
    const measure = () => {
      const cpuNow = childCpuSeconds();
      cpu = cpuNow === undefined || cpuSeen === undefined ? undefined : cpuNow - cpuSeen;
      cpuSeen = cpuNow;
    };
    child.on('exit', measure);
    const finish = (code) => {
      if (cpu === undefined) measure();
      timings.push({ name, start: seconds(start - started), wall: seconds(performance.now() - start), cpu, ok: code === 0 });
      if (code !== 0) failedSteps.push(name);
      if (buffered) process.stdout.write(`\n=== ${name} (${seconds(performance.now() - start).toFixed(1)} s) ===\n${Buffer.concat(output).toString()}`);
      resolve(code);
    };
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
  });
}

const node = process.execPath;
const jest = (workspace, script, report, options) =>
  step(`${workspace} ${script}`, 'npm', ['run', '--silent', script, '-w', workspace, '--', '--json', `--outputFile=${report}`], options);

await step('build shared domain library', 'npm', ['run', '--silent', 'build', '-w', 'libs/domain']);

// The integration tests need nothing built (Jest compiles the sources): they start at once and stream their output.
const integration = (async () => {
  await jest('backend', 'test:int', path.join(reports, 'backend-int.json'));
  countJest(path.join(reports, 'backend-int.json'));
})();

// Beside them, one step at a time: the builds the browser tests need, then the checks (unit tests, type errors in
// tests and browser specs, import direction and cycles, format, the OpenAPI document).
const checksLane = (async () => {
  const backendCode = await step('build backend + type check backend with tests', node, ['scripts/build-backend.mjs'], { buffered: true });
  const frontendCode = ensureChromium() ? await step('build frontend', 'npm', ['run', '--silent', 'build', '-w', 'frontend'], { buffered: true }) : 1;
  await jest('libs/domain', 'test', path.join(reports, 'domain.json'), { buffered: true });
  countJest(path.join(reports, 'domain.json'));
  await jest('backend', 'test:unit', path.join(reports, 'backend-unit.json'), { buffered: true });
  countJest(path.join(reports, 'backend-unit.json'));
  await step('type check libs/domain', 'npm', ['run', '--silent', 'typecheck:domain'], { buffered: true });
  await step('type check frontend (with e2e specs)', 'npm', ['run', '--silent', 'typecheck', '-w', 'frontend'], { buffered: true });
  await step('lint (ESLint)', 'npm', ['run', '--silent', 'lint'], { buffered: true });
  await step('format (prettier --check)', 'npm', ['run', '--silent', 'format:check'], { buffered: true });
  if (backendCode === 0) await step('OpenAPI staleness check', node, ['scripts/check-openapi.mjs'], { buffered: true });
  // Spectral (spectral:oas plus the conventions in .spectral.yaml) over the committed document: any warning fails.
  await step('OpenAPI lint (Spectral)', 'npm', ['run', '--silent', 'openapi:lint'], { buffered: true });
  return backendCode === 0 && frontendCode === 0;
})();

// Then the browser tests, with the machine to themselves.
const built = await checksLane;
await integration;
if (!built) failedSteps.push('browser tests (not run)');
else {
  const report = path.join(reports, 'e2e.json');
  await step('browser tests (Playwright)', 'npm', ['run', '--silent', 'test:e2e', '-w', 'frontend', '--', '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  countPlaywright(report);
  // The web server has stopped now: its data folder can go.
  for (const name of readdirSync(path.join(root, '.data')).filter((n) => n.startsWith('e2e-'))) removeDataDir(path.join(root, '.data', name));
}

const total = seconds(performance.now() - started);
const width = Math.max(...timings.map((t) => t.name.length), 'npm test'.length);
const row = (name, start, wall, cpu, result) => `${name.padEnd(width)}  ${start.padStart(7)}  ${wall.padStart(7)}  ${cpu.padStart(7)}  ${result}`;
console.log(`\nTimings (seconds; the lanes overlap: see start; CPU counts every process a step started):`);
console.log(row('step', 'start', 'wall', 'CPU', 'result'));
for (const t of timings) {
  console.log(row(t.name, t.start.toFixed(1), t.wall.toFixed(1), t.cpu === undefined ? '-' : t.cpu.toFixed(1), t.ok ? 'ok' : 'FAILED'));
}
const cpuTotal = timings.every((t) => t.cpu !== undefined) ? timings.reduce((sum, t) => sum + t.cpu, 0).toFixed(1) : '-';
console.log(row('npm test', '0.0', total.toFixed(1), cpuTotal, failedSteps.length || totals.failed ? 'FAILED' : 'ok'));

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (flakyTests.length) console.log(`Passed only on their retry (flaky):\n${flakyTests.map((title) => `  ${title}`).join('\n')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${flakyTests.length ? `, ${flakyTests.length} flaky` : ''}`,
);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
