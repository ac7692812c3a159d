import { expect, test, type Page } from '@playwright/test';

// How the built app travels: precompressed and long-cached assets, public pages painted from pre-rendered HTML
// before their JavaScript runs (then hydrated), and the app shell for every deep link.

const PAGES = [
  { path: '/', heading: 'Run your entire coaching business in one place' },
  { path: '/landing', heading: 'The all-in-one platform for fitness professionals' },
  { path: '/login', heading: 'Sign in' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
];

/** The entry script's URL in an HTML page. */
const entryScript = (html: string) => /<script type="module"[^>]* src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(html)?.[1];

test.beforeEach(async ({ page }) => {
  await page.route('https://ipapi.co/**', (route) => route.abort('internetdisconnected'));
  await page.route('https://api.exchangerate-api.com/**', (route) => route.abort('internetdisconnected'));
});

test.describe('what the server sends, fetched without a browser', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} arrives as HTML that already holds its heading, revalidated on every visit`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain(`data-prerendered="${path}"`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain('<style data-emotion="css '); // the CSS of the first paint comes with it
      expect(html).not.toMatch(/<script(?![^>]*type="module")/); // no inline script (CSP: script-src 'self')
    });
  }

  test('hashed assets travel brotli-compressed (gzip for older clients) and are cached for a year', async ({ request }) => {
    const script = entryScript(await (await request.get('/')).text());
    expect(script).toBeTruthy();
    const brotli = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers()['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers()['content-type']).toMatch(/javascript/);
    const gzip = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(await gzip.text()).toEqual(await brotli.text());
  });

  test('a deep link serves the app shell, and /api paths still answer JSON 404s', async ({ request }) => {
    const deep = await request.get('/clients');
    expect(deep.status()).toBe(200);
    expect(deep.headers()['cache-control']).toBe('no-cache');
    const html = await deep.text();
    expect(html).toContain('<div id="root"></div>');
    expect(entryScript(html)).toBe(entryScript(await (await request.get('/')).text()));
    const api = await request.get('/api/no-such-route');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toMatch(/^application\/json/);
    expect((await request.get('/assets/no-such-file-0000.js')).status()).toBe(404);
  });
});

test.describe('in the browser', () => {
  test('the public pages paint with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await context.close();
  });

  /**
   * Hydration problems: what React reports (minified errors 418 mismatch, 419/423 fell back to client rendering),
   * and the server's heading being thrown away, which is what a failed hydration does to the page.
   */
  async function watchHydration(page: Page) {
    const problems: string[] = [];
    const record = (text: string) => {
      if (/hydrat|#418|#419|#423|#425/i.test(text)) problems.push(text);
    };
    page.on('console', (message) => record(message.text()));
    page.on('pageerror', (error) => record(error.message));
    await page.exposeFunction('reportRemovedHeading', (text: string) => problems.push(`server heading removed: ${text}`));
    await page.addInitScript(() => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.removedNodes) {
            const heading = node instanceof Element ? (node.matches('h1') ? node : node.querySelector('h1')) : null;
            if (heading) (window as unknown as { reportRemovedHeading: (text: string) => void }).reportRemovedHeading(heading.textContent ?? '');
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    return problems;
  }

  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without a mismatch and then works`, async ({ page }) => {
      const problems = await watchHydration(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path === '/') {
        await page.getByRole('button', { name: 'Watch Demo' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      }
      if (path === '/login') {
        await page.getByLabel('Email').fill('nobody@example.com');
        await page.getByLabel('Password').fill('wrong-password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }

  /** React marks each element it has attached to with an own `__reactFiber$...` property. */
  const attached = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

  test('a pre-rendered page runs its app only once used, or after a while idle', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(1000);
    expect(await attached(page, 'h1')).toBe(false);
    await page.clock.runFor(10_000); // nobody touched it: the browser was idle long enough
    await expect.poll(() => attached(page, 'h1')).toBe(true);

    await page.goto('/landing');
    await page.clock.runFor(1000);
    expect(await attached(page, 'h1')).toBe(false);
    await page.mouse.move(20, 20); // the first sign of a person
    await expect.poll(() => attached(page, 'h1')).toBe(true);
  });

  test('after loading, an untouched page fetches its app chunks into the cache without running them', async ({ page }) => {
    const html = await (await page.request.get('/landing')).text();
    const chunks = /<meta name="app-chunks" content="([^"]*)">/.exec(html)?.[1].split(' ').filter(Boolean) ?? [];
    expect(chunks.length).toBeGreaterThan(0);
    expect(html).not.toContain('rel="prefetch"'); // nothing competes with the first paint

    const fetched = new Set<string>();
    page.on('request', (request) => fetched.add(new URL(request.url()).pathname));
    await page.clock.install();
    await page.goto('/landing');
    await expect.poll(() => chunks.filter((chunk) => !fetched.has(chunk))).toEqual([]);
    expect(await attached(page, 'h1')).toBe(false);
  });

  test('what a person does before the app runs is replayed: Watch Demo opens, the currency list opens, a login field takes the typing', async ({ page }) => {
    await page.goto('/');
    const watchDemo = page.getByRole('button', { name: 'Watch Demo' });
    await watchDemo.click(); // the page's app starts with this very click
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await page.goto('/landing');
    expect(await attached(page, '[role="combobox"]')).toBe(false);
    await page.getByRole('combobox', { name: 'Currency' }).click();
    await expect(page.getByRole('option', { name: /EUR/ })).toBeVisible();

    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect(email).toBeDisabled();
    const field = (await email.boundingBox())!;
    await page.mouse.click(field.x + field.width / 2, field.y + field.height / 2);
    await expect(email).toBeFocused();
    await page.keyboard.type('early@example.com');
    await expect(email).toHaveValue('early@example.com');
  });

  test('a copyright line pre-rendered with the build year hydrates cleanly and shows the visitor’s year', async ({ page }) => {
    const problems = await watchHydration(page);
    await page.clock.setFixedTime(new Date('2040-06-01T12:00:00Z'));
    await page.goto('/');
    await expect(page.getByText('© 2040 CoachCore. All rights reserved.')).toBeVisible();
    expect(problems).toEqual([]);
  });
});
