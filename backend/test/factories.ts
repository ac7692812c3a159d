import { randomBytes } from 'node:crypto';
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

/** Creates a user directly (roles self-signup cannot create: admin, staff) and signs them in. */
export async function createUserWithRole(t: TestApp, role: 'admin' | 'staff' | 'business' | 'client', email = uniqueEmail(role)): Promise<SignedInUser> {
  const seed = await registerUser(t, { role: 'client', email });
  await t.sql('update users set role = $1 where id = $2', [role, seed.id]);
  return seed;
}

/** Polls until `check` returns a value (for background jobs); fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | null | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
