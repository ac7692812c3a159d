import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM, CHROMIUM_TEST_ARGS } from '../scripts/ensure-chromium.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// E2E_PORT lets two runs share a machine; the default is the project's test port.
const PORT = Number(process.env.E2E_PORT ?? 3100);

// A fresh data folder per run; embedded PostgreSQL runs as the OS user postgres, so parents must be 755.
const dataRoot = path.resolve(here, '../.data');

/** Data folders of earlier runs whose PostgreSQL is gone (the web server stops after the run, so clean up here). */
function removeStaleRuns() {
  if (!existsSync(dataRoot)) return;
  for (const name of readdirSync(dataRoot).filter((n) => n.startsWith('e2e-'))) {
    const folder = path.join(dataRoot, name);
    if (Date.now() - statSync(folder).mtimeMs < 10 * 60_000) continue; // may belong to a run that is starting
    const pidFile = path.join(folder, 'postgres', 'postmaster.pid');
    let alive = false;
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').split('\n')[0]), 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (!alive) rmSync(folder, { recursive: true, force: true });
  }
}
if (!process.env.E2E_DATA_DIR) removeStaleRuns();
const dataDir = process.env.E2E_DATA_DIR ?? path.join(dataRoot, `e2e-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });
for (const dir of [dataRoot, dataDir]) chmodSync(dir, 0o755);
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder per run

// Hermetic: the web server inherits this environment, so settings that reach outside the machine go (a developer may
// have them set), and the barcode lookup is off below.
for (const key of [
  'SMTP_URL',
  'STORAGE_S3_ENDPOINT',
  'STORAGE_S3_BUCKET',
  'STORAGE_S3_ACCESS_KEY_ID',
  'STORAGE_S3_SECRET_ACCESS_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_API_URL',
]) {
  delete process.env[key];
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A browser test waits on the server and the page more than it computes (the tier used 0.6 of 2 cores with two
  // workers): a third worker took it from 9.3 to 8.1 minutes, measured on a machine busy with other work.
  workers: Number(process.env.E2E_WORKERS) || 3,
  // In CI, a failed test runs once more (Playwright's own recommendation for CI): on a loaded 2-core machine a rare
  // timing slip should not throw away a whole run, yet it stays visible: `npm test` names every test that passed only
  // on its retry ("flaky"), and a test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  // Room for a slow machine: on the same 2-core machine type, one session's CPU did the same work 2 to 3.4 times
  // slower (session 31: the browser tier 1 022 CPU-s instead of 296), and long flows with accessibility scans then
  // passed 60 s. A test that passes is not slowed by this; a waiting one fails later.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // The trace of a failed test keeps its actions, network and DOM snapshots; its screencast is left out: recording
    // one for every test cost about a third of the browser tests' CPU (the GPU and browser processes encoding frames).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_TEST_ARGS },
    // The client portal's service worker keeps answers for offline use and precaches the app: a test that is not
    // about it runs as a browser without one (the app is the same; the portal works without its worker). The
    // portal's own tests (client-pwa.spec.ts) allow it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: '../node_modules/.bin/node ../backend/dist/main.js',
    cwd: here,
    url: `http://localhost:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'AdminPass123',
      // Every spec signs up from this one address; the sign-up limit per address has backend tests of its own.
      REGISTER_MAX_PER_IP: '100000',
      WORKER_IN_PROCESS: 'true',
      // Admins sign in with two-factor, as in production (the browser tests' admins enrol: e2e/support.ts).
      ADMIN_TWO_FACTOR_REQUIRED: 'true',
      // No call to Open Food Facts: unknown barcodes answer 404 at once (the shipped foods carry their barcodes).
      FOOD_LOOKUP_URL: 'off',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
