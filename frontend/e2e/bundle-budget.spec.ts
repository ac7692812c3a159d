import { expect, test, type Page } from '@playwright/test';
import { kilobytes, recordScripts, SCRIPT_BUDGETS } from '../../scripts/script-weight.mjs';
import { signUpAndStore } from './support';

// The JavaScript budgets of a first visit (gzip, scripts/script-weight.mjs): the landing page once the app has started
// on it, and the business shell. Every screen and heavy library (calendar, charts, card form, signature pad, PDF viewer) must load with its
// route or dialog, so a new module that pulls one into the shell fails here, naming the heaviest files.

test.beforeEach(async ({ page }) => {
  await page.route('https://ipapi.co/**', (route) => route.abort('internetdisconnected'));
  await page.route('https://api.exchangerate-api.com/**', (route) => route.abort('internetdisconnected'));
});

/** React marks what it has attached to; a pre-rendered page has it once the app has started. */
const appStarted = (page: Page) => page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')));

test('the landing page (/) keeps to its JavaScript budget once the app has started', async ({ page }) => {
  const weigh = recordScripts(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.mouse.move(10, 10); // a person's first move starts the app on a pre-rendered page
  await appStarted(page);
  await page.waitForLoadState('networkidle');
  const weight = await weigh();
  console.log(`/: ${weight.files} scripts, ${kilobytes(weight.gzip)} KB gzip (budget ${kilobytes(SCRIPT_BUDGETS.landing)} KB)`);
  expect(weight.files).toBeGreaterThan(0);
  expect(weight.gzip, `heaviest: ${weight.largest.join(', ')}`).toBeLessThanOrEqual(SCRIPT_BUDGETS.landing);
});

test('the business shell (/dashboard, signed in) keeps to its JavaScript budget', async ({ page }) => {
  await signUpAndStore(page);
  const weigh = recordScripts(page);
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const weight = await weigh();
  console.log(`/dashboard: ${weight.files} scripts, ${kilobytes(weight.gzip)} KB gzip (budget ${kilobytes(SCRIPT_BUDGETS.shell)} KB)`);
  expect(weight.files).toBeGreaterThan(0);
  expect(weight.gzip, `heaviest: ${weight.largest.join(', ')}`).toBeLessThanOrEqual(SCRIPT_BUDGETS.shell);
});
