import AxeBuilder from '@axe-core/playwright';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { expect, type Browser, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@coachcore.app', password: 'AdminPass123' };

let counter = 0;
export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${process.pid}-${counter++}@example.com`;

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: 'business' | 'client';
  user: { email: string; role: string; firstName: string; lastName: string; onboardingCompleted: boolean };
}

/** Registers through the API; the browser context receives the session cookie. */
export async function registerAccount(page: Page, role: 'business' | 'client' = 'business', firstName = 'Casey'): Promise<Account> {
  const data = {
    firstName,
    lastName: role === 'business' ? 'Coach' : 'Member',
    email: uniqueEmail(role),
    password: 'secret123',
    confirmPassword: 'secret123',
    role,
    businessName: role === 'business' ? 'Casey Fitness' : undefined,
  };
  const response = await page.request.post('/api/auth/register', { data });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { user: Account['user'] };
  return { ...data, role, user: body.user };
}

export async function loginViaApi(page: Page, email: string, password: string): Promise<Account['user']> {
  const response = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: Account['user'] }).user;
}

/**
 * Stores what the app keeps after a sign-in (the cookie is already set by the API call). The storage belongs to the
 * origin, so a small document of it does (no need to load and run the app for this).
 */
export async function storeSession(page: Page, user: Account['user'], options: { wizardDone?: boolean } = {}) {
  await page.goto('/api/health/live');
  await page.evaluate(
    ({ u, wizardDone }) => {
      localStorage.setItem('user', JSON.stringify(u));
      localStorage.setItem('signedIn', 'true');
      if (wizardDone) localStorage.setItem('onboardingCompleted', 'true');
    },
    { u: user, wizardDone: options.wizardDone ?? false },
  );
}

export async function signUpAndStore(page: Page, role: 'business' | 'client' = 'business', options: { wizardDone?: boolean } = { wizardDone: true }) {
  const account = await registerAccount(page, role);
  await storeSession(page, account.user, options);
  return account;
}

/**
 * Platform admins must have two-factor sign-in: the seeded admin gets it (once per run) with a key of the tests, and
 * each sign-in takes its second step with a recovery code made for it (codes work once, and app codes once per 30 s,
 * which parallel workers would fight over).
 */
export const ADMIN_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export async function freshAdminRecoveryCode(): Promise<string> {
  await runSql(
    `insert into user_two_factor (id, user_id, secret, enabled_at, last_used_step, created_at)
     select gen_random_uuid(), id, $1, now(), null, now() from users where email = $2
     on conflict (user_id) do nothing`,
    [ADMIN_TOTP_SECRET, ADMIN.email],
  );
  const raw = randomBytes(5).toString('hex');
  const code = `${raw.slice(0, 5)}-${raw.slice(5)}`;
  await runSql(
    `insert into two_factor_recovery_codes (id, user_id, code_hash, used_at, created_at)
     select gen_random_uuid(), id, $1, null, now() from users where email = $2`,
    [createHash('sha256').update(code.replace('-', '')).digest('hex'), ADMIN.email],
  );
  return code;
}

export async function signInAsAdmin(page: Page) {
  const code = await freshAdminRecoveryCode();
  const first = await page.request.post('/api/auth/login', { data: { email: ADMIN.email, password: ADMIN.password } });
  expect(first.status()).toBe(200);
  const { challengeToken } = (await first.json()) as { challengeToken: string };
  const second = await page.request.post('/api/auth/login/two-factor', { data: { challengeToken, code } });
  expect(second.status()).toBe(200);
  const { user } = (await second.json()) as { user: Account['user'] };
  await storeSession(page, user);
  return user;
}

export const toast = (page: Page) => page.getByTestId('toast');

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Cookie-authenticated writes echo the csrf_token cookie, as the browser app does. */
export async function apiSend<T = { id: string }>(
  page: Page,
  method: 'post' | 'patch' | 'put' | 'delete',
  url: string,
  data: Record<string, unknown> = {},
): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await page.request[method](url, { data, headers: csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {} });
  const text = await response.text();
  expect(response.ok(), text).toBeTruthy();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiPost = <T = { id: string }>(page: Page, url: string, data: Record<string, unknown>) => apiSend<T>(page, 'post', url, data);

/**
 * The database of the server under test: its embedded PostgreSQL publishes its address in DATA_DIR/services.json;
 * with DATABASE_URL set, the server uses that one.
 */
function serverDatabaseUrl(): string {
  const published = path.join(process.env.E2E_DATA_DIR!, 'services.json');
  if (existsSync(published)) return (JSON.parse(readFileSync(published, 'utf8')) as { databaseUrl: string }).databaseUrl;
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  throw new Error(`${published} is missing and DATABASE_URL is unset: where is the server's database?`);
}

/** Runs SQL in the database of the server under test and answers the rows. */
export async function querySql<T extends Record<string, unknown>>(text: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: serverDatabaseUrl() });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}

export async function runSql(text: string, params: unknown[]): Promise<void> {
  await querySql(text, params);
}

/** Links a client account to the coach's client record with the same e-mail (what accepting an invitation does). */
export const linkClientAccount = (email: string) => runSql('update clients set user_id = (select id from users where email = $1) where email = $1', [email]);

/**
 * A client in a browser of their own: a client account signed in on a new page, linked to a new client record of the
 * business signed in on `coach`. Close `person.context()` when done.
 */
export async function openLinkedClient(coach: Page, browser: Browser, firstName: string, lastName: string): Promise<{ person: Page; account: Account }> {
  const person = await (await browser.newContext({ baseURL: new URL(coach.url()).origin })).newPage();
  const account = await registerAccount(person, 'client', firstName);
  await apiPost(coach, '/api/clients', { firstName, lastName, email: account.email });
  await linkClientAccount(account.email);
  await storeSession(person, account.user);
  return { person, account };
}

/** Marks the page so that a reload (which clears the mark) is noticed by `stillSamePage`. */
export const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
export const stillSamePage = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

/** Makes a registered account an active staff member of the business with `businessEmail`, with these permissions. */
export const makeStaff = (email: string, businessEmail: string, permissions: string[]) =>
  runSql(
    `with staff as (update users set role = 'staff' where email = $1 returning id)
     insert into business_staff (id, business_id, staff_id, permissions, is_active, joined_at, created_at)
     select gen_random_uuid(), (select id from users where email = $2), staff.id, $3, true, now(), now() from staff`,
    [email, businessEmail, permissions],
  );

/** axe-core finds no serious or critical accessibility violation on the page as it stands. */
/**
 * Waits until no finite animation or transition runs (a toast growing in, a dialog fading): mid-way, boxes are scaled
 * and colours half-transparent, so sizes and contrast would be judged on a frame no one looks at for long.
 */
export async function settledAnimations(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
  );
}

export async function expectNoSeriousA11yViolations(page: Page) {
  await settledAnimations(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}
