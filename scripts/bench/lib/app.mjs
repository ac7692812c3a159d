// Starts the real product (backend/dist/main.js) as a child process and signs in as the demo coach.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { captureOutput, freePort, stopChild, waitForOk } from './processes.mjs';
import { BENCH_WEBHOOK_SECRET } from '../scenarios/webhooks.mjs';

export const DEMO_COACH = {
  email: process.env.BENCH_EMAIL ?? 'coach@fitstudio.example',
  password: process.env.BENCH_PASSWORD ?? 'demo1234',
};

/**
 * @param {{ root: string, entry: string, dataDir: string }} options
 * DATABASE_URL / REDIS_URL from the bench's environment pass through; unset, the app starts embedded
 * PostgreSQL and redis-server under dataDir (and publishes their URLs in dataDir/services.json).
 */
export async function startApp({ root, entry, dataDir }) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // Production requires a chosen admin password; the bench signs in as the demo coach, never as the admin.
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('hex'),
    // The webhooks scenario signs its deliveries with this secret.
    STRIPE_WEBHOOK_SECRET: BENCH_WEBHOOK_SECRET,
  };
  // BENCH_APP_NODE_ARGS: extra Node flags for the app only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = (process.env.BENCH_APP_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captureOutput(child);
  const baseUrl = `http://127.0.0.1:${port}`;
  const app = {
    child,
    baseUrl,
    output,
    stop: () => stopChild(child, 30_000),
    /** The database the app uses: the embedded one it published, else DATABASE_URL. */
    databaseUrl: () => serviceUrl(dataDir, 'databaseUrl', 'DATABASE_URL'),
    /** The Redis the app uses: the embedded one it published, else REDIS_URL. */
    redisUrl: () => serviceUrl(dataDir, 'redisUrl', 'REDIS_URL'),
  };
  try {
    await waitForOk(`${baseUrl}/api/health`, { child, what: 'the app' });
  } catch (error) {
    await app.stop();
    error.output = output();
    throw error;
  }
  return app;
}

/** A service's URL as the app published it in dataDir/services.json (embedded), else from the environment. */
function serviceUrl(dataDir, key, envName) {
  const file = path.join(dataDir, 'services.json');
  if (fs.existsSync(file)) {
    const published = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (published[key]) return published[key];
  }
  if (process.env[envName]) return process.env[envName];
  throw new Error(`No ${key}: ${file} is missing and ${envName} is unset`);
}

/** POST /api/auth/login → bearer token. */
export async function login(baseUrl, { email, password } = DEMO_COACH) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(
      `Login as ${email} answered ${response.status}: ${text.slice(0, 300)}\n` +
        '  (with DATABASE_URL set, the demo business is seeded only into an empty database; set BENCH_EMAIL / BENCH_PASSWORD otherwise)',
    );
  }
  const { token } = JSON.parse(text);
  if (!token) throw new Error(`Login answered no token: ${text.slice(0, 300)}`);
  return token;
}
