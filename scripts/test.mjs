import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import * as path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { run } from './lib.mjs';

/**
 * `npm test`: type checks of every workspace (tests and e2e specs included), ESLint and prettier --check; unit tests,
 * integration tests against real PostgreSQL and Redis (embedded unless DATABASE_URL / REDIS_URL), the OpenAPI
 * staleness check and lint, then Playwright against the built app in Debian's Chromium.
 * Ends with one "N passed, N failed" line over every test run.
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
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

async function step(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const code = await run(command, args, options);
  if (code !== 0) failedSteps.push(name);
  return code;
}

const jest = (workspace, script, report) => step(`${workspace} ${script}`, 'npm', ['run', script, '-w', workspace, '--', '--json', `--outputFile=${report}`]);

await step('build shared domain library', 'npm', ['run', 'build', '-w', 'libs/domain']);
// Static checks first: type errors (tests and browser specs included), lint (import direction, cycles) and format.
await step('type check libs/domain', 'npm', ['run', 'typecheck:domain']);
await step('type check backend (with tests)', 'npm', ['run', 'typecheck', '-w', 'backend']);
await step('type check frontend (with e2e specs)', 'npm', ['run', 'typecheck', '-w', 'frontend']);
await step('lint (ESLint)', 'npm', ['run', 'lint']);
await step('format (prettier --check)', 'npm', ['run', 'format:check']);
await jest('libs/domain', 'test', path.join(reports, 'domain.json'));
countJest(path.join(reports, 'domain.json'));
await jest('backend', 'test:unit', path.join(reports, 'backend-unit.json'));
countJest(path.join(reports, 'backend-unit.json'));

const built = (await step('build backend', 'npm', ['run', 'build', '-w', 'backend'])) === 0;
if (built) await step('OpenAPI staleness check', process.execPath, ['scripts/check-openapi.mjs']);
// Spectral (spectral:oas plus the conventions in .spectral.yaml) over the committed document: any warning fails.
await step('OpenAPI lint (Spectral)', 'npm', ['run', '--silent', 'openapi:lint']);

await jest('backend', 'test:int', path.join(reports, 'backend-int.json'));
countJest(path.join(reports, 'backend-int.json'));

if (built && ensureChromium()) {
  if ((await step('build frontend', 'npm', ['run', 'build', '-w', 'frontend'])) === 0) {
    const report = path.join(reports, 'e2e.json');
    await step('browser tests (Playwright)', 'npm', ['run', 'test:e2e', '-w', 'frontend', '--', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: report },
    });
    countPlaywright(report);
    // The web server has stopped now: its data folder can go.
    for (const name of readdirSync(path.join(root, '.data')).filter((n) => n.startsWith('e2e-'))) removeDataDir(path.join(root, '.data', name));
  }
} else {
  failedSteps.push('browser tests (not run)');
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
