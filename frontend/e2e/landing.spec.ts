import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

const GEO = 'https://ipapi.co/**';
const RATES = 'https://api.exchangerate-api.com/**';
const LANDING_ROUTES = ['/', '/home', '/pricing', '/features', '/about', '/contact', '/help-center', '/documentation'];
const HERO = 'Run your entire coaching business in one place';

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const json = (body: unknown) => (route: Route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });

test.beforeEach(async ({ page }) => {
  // Third-party services are never reached from tests: they fail unless a test answers them.
  await page.route(GEO, (route) => route.abort('internetdisconnected'));
  await page.route(RATES, (route) => route.abort('internetdisconnected'));
});

test.describe('landing page', () => {
  for (const path of LANDING_ROUTES) {
    test(`${path} shows the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Simple, transparent pricing' })).toBeAttached();
    });
  }

  test('the sticky top bar links to sign in and sign up', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await page.mouse.wheel(0, 3000);
    await expect(nav.getByRole('link', { name: 'Get Started' })).toBeInViewport();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Start Free Trial in the hero goes to sign up', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Start Free Trial', exact: true }).first().click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('states the trial claims and no count of professionals', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByText('14-day free trial', { exact: false }).first()).toBeVisible();
    await expect(main.getByText(/no credit card required/i).first()).toBeVisible();
    await expect(main.getByText(/cancel anytime/i).first()).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/thousands of|\d[\d,]*\+? (fitness )?professionals/i);
  });

  test('shows six feature cards', async ({ page }) => {
    await page.goto('/features');
    const features = page.locator('#features');
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(features.getByRole('heading', { name: 'Nutrition Tracking' })).toBeVisible();
    await expect(features).toContainText('barcode scanning');
  });

  test('shows the three plans with prices, features and Most Popular', async ({ page }) => {
    await page.goto('/pricing');
    const starter = page.getByRole('article', { name: 'Starter' });
    const professional = page.getByRole('article', { name: 'Professional' });
    const enterprise = page.getByRole('article', { name: 'Enterprise' });

    await expect(starter).toContainText('$49');
    await expect(professional).toContainText('$99');
    await expect(enterprise).toContainText('$199');
    await expect(professional.getByText('Most Popular')).toBeVisible();
    await expect(page.getByText('Most Popular')).toHaveCount(1);

    await expect(starter.getByRole('listitem')).toHaveText([
      'Up to 25 active clients',
      'Basic workout templates',
      'Calendar scheduling',
      'Payment processing',
      'Basic analytics',
      'Email support',
    ]);
    await expect(professional.getByRole('listitem')).toHaveText([
      'Up to 100 active clients',
      'Advanced workout builder',
      'Staff management (3 staff)',
      'Client automation workflows',
      'Advanced analytics',
      'Priority support',
      'Custom branding',
    ]);
    await expect(enterprise.getByRole('listitem')).toHaveText([
      'Unlimited clients',
      'Unlimited staff accounts',
      'Multi-location management',
      'Advanced integrations',
      'White-label options',
      'Dedicated account manager',
      'Custom development',
    ]);

    for (const plan of [starter, professional, enterprise]) {
      await expect(plan.getByRole('link', { name: /^Start Free Trial/ })).toHaveAttribute('href', '/signup');
    }
    await professional.getByRole('link', { name: /^Start Free Trial/ }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('the closing call to action starts a trial', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Ready to grow your coaching business?' });
    await expect(cta.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  test('the footer holds every link', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/features',
      '/pricing',
      '/integrations',
      '/security',
      '/about',
      '/blog',
      '/careers',
      '/contact',
      '/help',
      '/docs',
      '/support',
      '/status',
      '/privacy-policy',
      '/terms-of-service',
      '/refund-policy',
      '/cookie-policy',
      '/data-protection',
    ]) {
      expect(hrefs).toContain(href);
    }
    await footer.getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Refund Policy' })).toBeVisible();
  });

  test('Watch Demo opens a guided tour with Back, Next and Close', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const tour = page.getByRole('dialog', { name: 'Product tour' });
    await expect(tour).toBeVisible();
    await expect(tour.getByTestId('demo-tour-progress')).toHaveText('Step 1 of 10');
    await expect(tour.getByRole('heading', { name: 'Your business at a glance' })).toBeVisible();
    await expect(tour.getByRole('button', { name: 'Back' })).toBeDisabled();

    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByTestId('demo-tour-progress')).toHaveText('Step 2 of 10');
    await expect(tour.getByRole('heading', { name: 'Every client in one profile' })).toBeVisible();
    await tour.getByRole('button', { name: 'Back' }).click();
    await expect(tour.getByTestId('demo-tour-progress')).toHaveText('Step 1 of 10');

    const areas: string[] = [];
    for (let step = 1; step < 10; step++) {
      await tour.getByRole('button', { name: 'Next' }).click();
      areas.push((await tour.locator('.MuiChip-label').textContent()) ?? '');
    }
    expect(areas).toEqual([
      'Clients',
      'Workouts',
      'Nutrition',
      'Scheduling',
      'Payments',
      'Messaging & communities',
      'Forms & automations',
      'Staff',
      'Client portal',
    ]);
    await expect(tour.getByTestId('demo-tour-progress')).toHaveText('Step 10 of 10');
    await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await expect(tour.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
    await expectNoSeriousA11yViolations(page);

    await tour.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(tour).toBeHidden();

    // Reopening starts again from the first step; the nutrition step covers barcode scanning.
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(tour.getByTestId('demo-tour-progress')).toHaveText('Step 1 of 10');
    for (let step = 1; step < 4; step++) await tour.getByRole('button', { name: 'Next' }).click();
    await expect(tour.getByRole('heading', { name: 'Nutrition with barcode scanning' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tour).toBeHidden();
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    await expect(page.getByRole('dialog', { name: 'Product tour' }).getByRole('button', { name: 'Next' })).toBeInViewport();
  });
});

test.describe('landing variant (/landing)', () => {
  const price = (page: Page) => page.getByTestId('plan-price');
  const currencySelect = (page: Page) => page.getByRole('combobox', { name: /Currency/ });

  async function chooseCurrency(page: Page, code: string) {
    await currencySelect(page).click();
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await list.getByRole('option', { name: new RegExp(`^${code}\\b`) }).click();
    await expect(list).toBeHidden();
  }

  test('shows USD $50 when geolocation and rates fail', async ({ page }) => {
    await page.goto('/landing');
    await expect(price(page)).toHaveText('$50');
    await expect(currencySelect(page)).toContainText('USD');
  });

  test('shows USD $50 when the services answer with errors', async ({ page }) => {
    await page.route(GEO, (route) => route.fulfill({ status: 429, body: 'Too Many Requests' }));
    await page.route(RATES, json({ success: false, error: 'quota reached' }));
    await page.goto('/landing');
    await expect(price(page)).toHaveText('$50');
  });

  test('picks JPY for a visitor in Japan: ¥5,500 with default rates', async ({ page }) => {
    await page.route(GEO, json({ ip: '203.0.113.9', country_code: 'JP' }));
    await page.goto('/landing');
    await expect(price(page)).toHaveText('¥5,500');
  });

  test('picks GBP for a visitor in the United Kingdom: £37', async ({ page }) => {
    await page.route(GEO, json({ country_code: 'GB' }));
    await page.goto('/landing');
    await expect(price(page)).toHaveText('£37');
  });

  test('picks EUR for a visitor in Germany and USD for an unlisted country', async ({ page }) => {
    await page.route(GEO, json({ country_code: 'DE' }));
    await page.goto('/landing');
    await expect(price(page)).toHaveText('€43');

    await page.unroute(GEO);
    await page.route(GEO, json({ country_code: 'BR' }));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(price(page)).toHaveText('$50');
  });

  test('uses live rates when the rate service answers', async ({ page }) => {
    await page.route(GEO, json({ country_code: 'CA' }));
    const ratesAsked = page.waitForRequest(RATES);
    await page.route(RATES, json({ base: 'USD', rates: { USD: 1, CAD: 1.4, EUR: 0.9, GBP: 'x', JPY: 150 } }));
    await page.goto('/landing');
    expect((await ratesAsked).url()).toBe('https://api.exchangerate-api.com/v4/latest/USD');
    await expect(price(page)).toHaveText('C$70');
    await chooseCurrency(page, 'EUR');
    await expect(price(page)).toHaveText('€45');
    await chooseCurrency(page, 'GBP');
    await expect(price(page)).toHaveText('£37');
    await chooseCurrency(page, 'JPY');
    await expect(price(page)).toHaveText('¥7,500');
  });

  test('choosing a currency updates the price', async ({ page }) => {
    await page.goto('/landing');
    await expect(price(page)).toHaveText('$50');
    await currencySelect(page).click();
    await expect(page.getByRole('option')).toHaveCount(6);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(price(page)).toHaveText('$50');

    for (const [code, shown] of [
      ['GBP', '£37'],
      ['EUR', '€43'],
      ['CAD', 'C$63'],
      ['AUD', 'A$66'],
      ['JPY', '¥5,500'],
      ['USD', '$50'],
    ]) {
      await chooseCurrency(page, code);
      await expect(price(page)).toHaveText(shown);
    }
  });

  test("a visitor's own choice wins over a late geolocation answer", async ({ page }) => {
    let answerGeo: () => void = () => {};
    const geoAnswered = new Promise<void>((resolve) => {
      answerGeo = resolve;
    });
    let geoRequested = false;
    await page.route(GEO, async (route) => {
      geoRequested = true;
      await geoAnswered;
      await json({ country_code: 'JP' })(route);
    });
    await page.goto('/landing');
    await chooseCurrency(page, 'AUD');
    expect(geoRequested).toBe(true);
    const answered = page.waitForResponse(GEO);
    answerGeo();
    await answered;
    await page.waitForTimeout(200);
    await expect(price(page)).toHaveText('A$66');
  });

  test('has the variant navigation, business types, testimonials, mobile section and footer', async ({ page }) => {
    await page.goto('/landing');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Demo', '/demo'],
      ['Sign In', '/login'],
      ['Get Started', '/signup'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }

    const types = page.getByRole('region', { name: 'Built for every kind of fitness business' });
    await expect(page.getByTestId('business-type-personal-trainers')).toContainText('Personal Trainers');
    await expect(page.getByTestId('business-type-personal-trainers')).toContainText('Starter plan');
    await expect(page.getByTestId('business-type-personal-trainers')).toContainText('Up to 25 clients');
    await expect(page.getByTestId('business-type-fitness-studios')).toContainText('Professional plan');
    await expect(page.getByTestId('business-type-fitness-studios')).toContainText('Up to 100 clients');
    await expect(page.getByTestId('business-type-gym-chains')).toContainText('Business plan');
    await expect(page.getByTestId('business-type-gym-chains')).toContainText('Unlimited clients');
    await expect(types.getByRole('heading', { level: 3 })).toHaveCount(3);

    await expect(page.getByRole('link', { name: 'Talk to us about Enterprise' })).toHaveAttribute('href', '/enterprise');
    await expect(page.getByRole('region', { name: 'Made for the way coaches work' })).toContainText('Illustrative personas');
    const mobile = page.getByRole('region', { name: 'Your business in your pocket' });
    await expect(mobile).toContainText('iOS');
    await expect(mobile).toContainText('Android');

    const footerHrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/demo', '/mobile', '/customers', '/privacy', '/terms']) expect(footerHrefs).toContain(href);

    const plan = page.getByRole('article', { name: 'CoachCore Platform' });
    await expect(plan.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/signup');
  });

  test('has no serious accessibility violations, also with the dropdown open', async ({ page }) => {
    await page.route(GEO, json({ country_code: 'JP' }));
    await page.goto('/landing');
    await expect(price(page)).toHaveText('¥5,500');
    await expectNoSeriousA11yViolations(page);
    await currencySelect(page).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/landing');
    await expect(price(page)).toHaveText('$50');
    await expectNoHorizontalScroll(page);
    await expect(page.getByRole('link', { name: 'Get Started' })).toBeInViewport();
    await page.getByRole('button', { name: 'More pages' }).click();
    await expect(page.getByRole('menuitem', { name: 'Demo' })).toHaveAttribute('href', '/demo');
    await expect(page.getByRole('menuitem', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await page.keyboard.press('Escape');
    await chooseCurrency(page, 'GBP');
    await expect(price(page)).toHaveText('£37');
  });
});
