import { expect, type Page } from '@playwright/test';

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

/** Stores what the app keeps after a sign-in (the cookie is already set by the API call). */
export async function storeSession(page: Page, user: Account['user'], options: { wizardDone?: boolean } = {}) {
  await page.goto('/404-bootstrap');
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

export async function signInAsAdmin(page: Page) {
  const user = await loginViaApi(page, ADMIN.email, ADMIN.password);
  await storeSession(page, user);
  return user;
}

export const toast = (page: Page) => page.getByTestId('toast');

export const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
