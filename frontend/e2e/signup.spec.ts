import { expect, test } from '@playwright/test';
import { storeSession, toast, uniqueEmail, registerAccount } from './support';

test.describe('signup', () => {
  test('business owner creates an account and lands on the dashboard', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account Type' })).toHaveText('Fitness Professional / Business Owner');
    const email = uniqueEmail('signup-business');
    await page.getByLabel('First Name').fill('Bailey');
    await page.getByLabel('Last Name').fill('Stone');
    await page.getByLabel('Business Name').fill('Stone Strength');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(toast(page)).toContainText('Account Created');
    await expect(toast(page)).toContainText('Bailey');
    await expect(page).toHaveURL('/dashboard');
    const stored = await page.evaluate(() => ({ keys: Object.keys(localStorage).sort(), user: JSON.parse(localStorage.getItem('user') ?? '{}') }));
    expect(stored.user).toMatchObject({ email, role: 'business', businessName: 'Stone Strength' });
    // The session is the httpOnly cookie; no token is kept in browser storage.
    expect(stored.keys).not.toContain('token');
    expect(JSON.stringify(stored)).not.toMatch(/"token"/);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'coach_session')?.httpOnly).toBe(true);
  });

  test('client signs up without a business name and lands in the client area', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await expect(page.getByRole('option', { name: 'Fitness Professional / Business Owner' })).toBeVisible();
    await page.getByRole('option', { name: 'Client / Gym Member' }).click();
    await expect(page.getByLabel('Business Name')).toHaveCount(0);
    await page.getByLabel('First Name').fill('Robin');
    await page.getByLabel('Last Name').fill('Park');
    await page.getByLabel('Email').fill(uniqueEmail('signup-client'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page)).toContainText('Account Created');
    await expect(page).toHaveURL('/client');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  });

  test('shows each validation message and sends nothing until the form is valid', async ({ page }) => {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/register')) requests++;
    });
    await page.goto('/signup');
    const submit = page.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expect(page.getByText('Please fill in all required fields')).toBeVisible();

    await page.getByLabel('First Name').fill('Val');
    await page.getByLabel('Last Name').fill('Idate');
    await page.getByLabel('Email').fill(uniqueEmail('validation'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret124');
    await submit.click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await submit.click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdef');
    await submit.click();
    await expect(page.getByText('Business name is required for business accounts')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('business name shows only for business accounts', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByLabel('Business Name')).toBeVisible();
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Client / Gym Member' }).click();
    await expect(page.getByLabel('Business Name')).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Fitness Professional / Business Owner' }).click();
    await expect(page.getByLabel('Business Name')).toBeVisible();
  });

  test('a server refusal shows an inline alert and a Registration Failed toast', async ({ page }) => {
    const taken = await registerAccount(page, 'client');
    await page.context().clearCookies();
    await page.goto('/signup');
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Client / Gym Member' }).click();
    await page.getByLabel('First Name').fill('Dup');
    await page.getByLabel('Last Name').fill('Licate');
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.route('**/api/auth/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(toast(page)).toContainText('Registration Failed');
    await expect(toast(page)).toContainText('An account with this email already exists');
    await expect(page.locator('form').getByRole('alert')).toHaveText('An account with this email already exists');
    await expect(page).toHaveURL('/signup');
  });

  test('links to the sign-in page', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a signed-in client opening signup goes to the client area', async ({ page }) => {
    const account = await registerAccount(page, 'client');
    await storeSession(page, account.user);
    await page.goto('/signup');
    await expect(page).toHaveURL('/client');
  });
});

test.describe('signup in a browser set to Tokyo time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("a new account takes the browser's time zone, which the profile then shows", async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await page.getByRole('option', { name: 'Client / Gym Member' }).click();
    await page.getByLabel('First Name').fill('Aiko');
    await page.getByLabel('Last Name').fill('Mori');
    await page.getByLabel('Email').fill(uniqueEmail('signup-tokyo'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/client');
    const me = await page.request.get('/api/auth/me');
    expect((await me.json()).timeZone).toBe('Asia/Tokyo');
    await page.goto('/client/profile');
    await expect(page.getByRole('combobox', { name: 'Time Zone' })).toHaveValue('Asia/Tokyo');
  });
});
