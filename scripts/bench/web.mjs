#!/usr/bin/env node
// `npm run bench:web [-- scripts] [-- lighthouse]`: what the web app costs a cold browser.
//
// Builds nothing: expects frontend/dist and backend/dist (`npm run build`). Starts the real app, then
// - scripts: opens Chromium (Debian's) with an empty cache, records every script the page loads until the network
//   is idle, and gzips each one (level 9, as a CDN would) to report what travels (aims: <= 150 KB for /,
//   <= 250 KB for the shell: SCRIPT_BUDGETS, which the browser tests enforce);
// - lighthouse: Lighthouse's mobile preset on /, /landing and /login (median of LIGHTHOUSE_RUNS runs, default 3;
//   aim >= 95 for performance);
// - pwa: the client portal as an installable app, as the demo client (signed in): Chrome's own installability
//   check (DevTools' Page.getInstallabilityErrors: none means installable), the service worker's scope, and an offline
//   start (the network cut, /client reloaded: the time until the page shows its dashboard from the cache).
// Figures only: it never fails on a figure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { login, startApp } from './lib/app.mjs';
import { formatLighthouse, lighthouseMobile } from './lib/lighthouse.mjs';
import { CHROMIUM, CHROMIUM_ARGS, ensureChromium } from '../ensure-chromium.mjs';
import { kilobytes, recordScripts, SCRIPT_BUDGETS } from '../script-weight.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = path.join(ROOT, 'backend/dist/main.js');
const PARTS = process.argv.slice(2).length ? process.argv.slice(2) : ['scripts', 'lighthouse', 'pwa'];
const LIGHTHOUSE_PATHS = ['/', '/landing', '/login'];

/** The scripts a page loads in a fresh context (or in `context`, e.g. a signed-in one), closed afterwards. */
async function measure(browser, baseUrl, pathName, context) {
  context ??= await browser.newContext();
  const page = await context.newPage();
  const weigh = recordScripts(page);
  await page.goto(baseUrl + pathName, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const finalPath = new URL(page.url()).pathname;
  const weight = await weigh(Infinity);
  await context.close();
  if (process.env.BENCH_VERBOSE) for (const line of weight.largest) console.log(`  ${pathName}  ${line}`);
  return { path: pathName, finalPath, ...weight };
}

async function main() {
  for (const file of [ENTRY, path.join(ROOT, 'frontend/dist/index.html')]) {
    if (!fs.existsSync(file)) {
      console.error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
      process.exit(1);
    }
  }
  // A fresh machine has no browser yet (npm test installs it the same way).
  if (!ensureChromium()) process.exit(1);
  const dataDir = path.join(ROOT, '.data', `bench-web-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(path.dirname(dataDir), 0o755);
  fs.chmodSync(dataDir, 0o755);
  let app;
  let browser;
  try {
    app = await startApp({ root: ROOT, entry: ENTRY, dataDir });
    if (PARTS.includes('scripts')) {
      browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
      await scriptSizes(browser, app.baseUrl);
    }
    if (PARTS.includes('pwa')) await clientPortalApp(app.baseUrl);
    if (PARTS.includes('lighthouse')) {
      const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
      const rows = await lighthouseMobile({ chromePath: CHROMIUM, baseUrl: app.baseUrl, paths: LIGHTHOUSE_PATHS, runs });
      console.log(`\nLighthouse, mobile preset (median of ${runs} runs):`);
      console.log(formatLighthouse(rows));
    }
  } catch (error) {
    console.error(`bench:web failed: ${error.message}`);
    process.exitCode = 1;
  } finally {
    await browser?.close();
    await app?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzip size of the scripts of / (signed out) and of the business shell (signed in). */
async function scriptSizes(browser, baseUrl) {
  const landing = await measure(browser, baseUrl, '/');
  const shell = await measure(browser, baseUrl, '/dashboard', await signIn(await browser.newContext(), baseUrl));
  const kb = kilobytes;
  console.log('| page | landed on | scripts | raw KB | gzip KB | aim |');
  console.log('|---|---|---|---|---|---|');
  console.log(`| / (landing) | ${landing.finalPath} | ${landing.files} | ${kb(landing.raw)} | ${kb(landing.gzip)} | <= ${kb(SCRIPT_BUDGETS.landing)} KB |`);
  console.log(
    `| business shell (/dashboard, signed in) | ${shell.finalPath} | ${shell.files} | ${kb(shell.raw)} | ${kb(shell.gzip)} | <= ${kb(SCRIPT_BUDGETS.shell)} KB |`,
  );
}

/** Signs a browser context in (the demo coach unless said): the session cookie and the stored user, as sign-in leaves them. */
async function signIn(context, baseUrl, credentials) {
  const token = await login(baseUrl, credentials);
  const me = await (await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } })).json();
  const { hostname } = new URL(baseUrl);
  await context.addCookies([{ name: 'coach_session', value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((user) => {
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('signedIn', 'true');
    localStorage.setItem('onboardingCompleted', 'true');
  }, me);
  return context;
}

/** /client as an installable app: Chrome's installability verdict, the worker's scope, and a start with no network. */
async function clientPortalApp(baseUrl) {
  // A profile on disk: Chrome does not offer to install from an incognito context (Playwright's default one).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'coachcore-pwa-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  await signIn(context, baseUrl, { email: 'client@fitstudio.example', password: process.env.BENCH_PASSWORD ?? 'demo1234' });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The manifest's start_url, the dashboard: inside the worker's scope (/client).
    await page.goto(`${baseUrl}/client`, { waitUntil: 'networkidle' });
    const scope = await page.evaluate(async () => {
      for (let i = 0; i < 100; i++) {
        const registration = await navigator.serviceWorker.getRegistration('/client');
        if (registration?.active?.state === 'activated' && navigator.serviceWorker.controller) return registration.scope;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return null;
    });
    // Loaded again under the worker: its caches now hold the shell and the day's data.
    await page.reload({ waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    await context.setOffline(true);
    const started = Date.now();
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const offlineMs = Date.now() - started;
    const heading = await page.getByRole('heading', { level: 1 }).first().innerText();
    console.log('\nThe client portal as an installable app (the demo client, /client):');
    console.log('| check | result |');
    console.log('|---|---|');
    console.log(
      `| installability errors (Chrome) | ${installabilityErrors.length ? installabilityErrors.map((error) => error.errorId).join(', ') : 'none: installable'} |`,
    );
    console.log(
      `| manifest | ${manifest.url ? new URL(manifest.url).pathname : 'none'}${manifest.errors?.length ? ` (${manifest.errors.length} errors)` : ''} |`,
    );
    console.log(`| service worker scope | ${new URL(scope).pathname} |`);
    console.log(`| offline start (network cut, reload) | '${heading}' shown after ${offlineMs} ms |`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

void main();
