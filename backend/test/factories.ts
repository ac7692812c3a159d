import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';

export interface SignedInUser {
  token: string;
  id: string;
  email: string;
  password: string;
  auth: { Authorization: string };
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/** Registers through the real API, as a person would. */
export async function registerUser(
  t: TestApp,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string; role: 'business' | 'client'; businessName: string }> = {},
): Promise<SignedInUser> {
  const role = overrides.role ?? 'business';
  const body = {
    firstName: 'Test',
    lastName: 'User',
    email: uniqueEmail(role),
    password: 'secret123',
    ...(role === 'business' ? { businessName: 'Test Fitness' } : {}),
    ...overrides,
    role,
  };
  const response = await t
    .http()
    .post('/api/auth/register')
    .send({ ...body, confirmPassword: body.password });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  return {
    token: response.body.token,
    id: response.body.user.id,
    email: body.email,
    password: body.password,
    auth: { Authorization: `Bearer ${response.body.token}` },
  };
}

/**
 * Creates a user directly (roles self-signup cannot create: admin, staff) and signs them in. Platform admins must have
 * two-factor sign-in, so an admin comes with it on (`totpSecret`), as one who set it up in this session.
 */
export async function createUserWithRole(
  t: TestApp,
  role: 'admin' | 'staff' | 'business' | 'client',
  email = uniqueEmail(role),
): Promise<SignedInUser & { totpSecret?: string }> {
  const seed = await registerUser(t, { role: 'client', email });
  await t.sql('update users set role = $1 where id = $2', [role, seed.id]);
  return role === 'admin' ? { ...seed, totpSecret: await enrolTwoFactor(t, seed.id) } : seed;
}

/**
 * A new session of a user by the sign-in routes, as their browser would open one: the password, then, for an account
 * with two-factor on (admins), the second step with a recovery code made for it (each works once, so sign-ins in a row
 * need no waiting for the app's next 30-second code). Answers the sign-in's answer (`token`, `user`) and its cookies.
 */
export async function signInAgain(
  t: TestApp,
  user: Pick<SignedInUser, 'email' | 'password' | 'id'>,
): Promise<{ token: string; user: { id: string }; cookies: string[] }> {
  const first = await t.http().post('/api/auth/login').send({ email: user.email, password: user.password });
  if (first.status !== 200) throw new Error(`login failed: ${first.status} ${JSON.stringify(first.body)}`);
  const cookiesOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat((response.headers['set-cookie'] as string[]) ?? []);
  if (!first.body.twoFactorRequired) return { ...first.body, cookies: cookiesOf(first) };
  const code = randomBytes(5).toString('hex');
  await t.sql(`insert into two_factor_recovery_codes (id, user_id, code_hash, used_at, created_at) values (gen_random_uuid(), $1, $2, null, now())`, [
    user.id,
    createHash('sha256').update(code).digest('hex'),
  ]);
  const second = await t.http().post('/api/auth/login/two-factor').send({ challengeToken: first.body.challengeToken, code });
  if (second.status !== 200) throw new Error(`second step failed: ${second.status} ${JSON.stringify(second.body)}`);
  return { ...second.body, cookies: cookiesOf(second) };
}

/** Turns two-factor sign-in on for a user, as a finished set-up does, and answers the key (to compute codes with). */
export async function enrolTwoFactor(t: TestApp, userId: string): Promise<string> {
  const { generateSecret } = await import('otplib');
  const secret = generateSecret();
  await t.sql(
    `insert into user_two_factor (id, user_id, secret, enabled_at, last_used_step, created_at) values (gen_random_uuid(), $1, $2, now(), null, now())
     on conflict (user_id) do update set secret = excluded.secret, enabled_at = now(), last_used_step = null`,
    [userId, secret],
  );
  return secret;
}

/**
 * Polls until `check` returns a value (for background jobs); fails after `timeoutMs`. 60 s: a job that fails once on a
 * loaded machine is retried after 2, 4, 8 and 16 s (the queues' backoff), which 30 s did not always cover.
 */
export async function eventually<T>(
  check: () => Promise<T | null | undefined>,
  timeoutMs = 60_000,
  /** What the failure should show of the state at the deadline (rows, job states), so a CI log says why. */
  explain?: () => Promise<unknown>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // A check that throws (a Redis or queue read timing out on a loaded machine) is tried again until the deadline.
    let failure: unknown;
    const value = await check().catch((error: unknown) => {
      failure = error;
      return null;
    });
    if (value) return value;
    if (Date.now() > deadline) {
      if (failure) throw failure;
      const state = explain ? await explain().catch((error: unknown) => `(could not be read: ${String(error)})`) : undefined;
      throw new Error(`condition not met in time${state === undefined ? '' : `; the state then: ${JSON.stringify(state, null, 2)}`}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
