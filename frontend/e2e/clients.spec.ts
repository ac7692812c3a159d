import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, signUpAndStore, toast, uniqueEmail } from './support';

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('clients', () => {
  test('empty state, validation beside the fields, add, and the form resets', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/clients');
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Your First Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(dialog.getByText('First name is required')).toBeVisible();
    await expect(dialog.getByText('Last name is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const email = uniqueEmail('ava');
    await dialog.getByLabel('First Name').fill('Ava');
    await dialog.getByLabel('Last Name').fill('Stone');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('+1 555 0101');
    await dialog.getByLabel('Fitness Goal').click();
    await page.getByRole('option', { name: 'Muscle Building' }).click();
    await dialog.getByRole('button', { name: 'Add Client' }).click();

    await expect(toast(page)).toContainText('Success');
    await expect(toast(page)).toContainText('Client added successfully!');
    await expect(dialog).toBeHidden();
    const ava = card(page, 'Ava Stone');
    await expect(ava).toContainText('Muscle Building');
    await expect(ava).toContainText('Active');
    await expect(ava).toContainText(email);
    await expect(ava).toContainText('+1 555 0101');
    await expect(ava).toContainText(`Added ${await page.evaluate(() => new Date().toLocaleDateString())}`);

    await page.getByRole('button', { name: 'Add New Client' }).click();
    await expect(dialog.getByLabel('First Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
  });

  test('a duplicate email shows the server message; a failure without one shows the fallback', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const email = uniqueEmail('dup');
    await apiPost(page, '/api/clients', { firstName: 'Dee', lastName: 'Upton', email });
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add New Client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await dialog.getByLabel('First Name').fill('Dee');
    await dialog.getByLabel('Last Name').fill('Again');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('A client with this email already exists');
    await expect(dialog).toBeVisible();

    await page.route('**/api/clients', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
    );
    await dialog.getByLabel('Email').fill(uniqueEmail('other'));
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expect(toast(page)).toContainText('Failed to add client');
  });

  test('shows six placeholders while loading, then searches on the server', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Maya', lastName: 'Brooks', email: uniqueEmail('maya') });
    await apiPost(page, '/api/clients', { firstName: 'Liam', lastName: 'Carter', email: uniqueEmail('liam') });

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/clients?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/clients');
    await expect(page.getByTestId('client-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('client-card')).toHaveCount(2);
    await page.unroute('**/api/clients?*');

    const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') === 'liam car');
    await page.getByLabel('Search clients').fill('liam car');
    await searched;
    await expect(page.getByTestId('client-card')).toHaveCount(1);
    await expect(card(page, 'Liam Carter')).toBeVisible();

    await page.getByLabel('Search clients').fill('nobody-here');
    await expect(page.getByRole('heading', { name: 'No clients found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms.')).toBeVisible();
  });

  test('edit, deactivate, reactivate and delete with confirmation', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const client = await apiPost(page, '/api/clients', { firstName: 'Noah', lastName: 'Reed', email: uniqueEmail('noah'), fitnessGoal: 'weight_loss' });
    await page.goto('/clients');
    await expect(card(page, 'Noah Reed')).toContainText('Weight Loss');

    await page.getByRole('button', { name: 'Edit Noah Reed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(dialog.getByLabel('First Name')).toHaveValue('Noah');
    await dialog.getByLabel('Last Name').fill('Rivers');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const noah = card(page, 'Noah Rivers');
    await expect(noah).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate Noah Rivers' }).click();
    await expect(noah).toContainText('Inactive');
    expect((await (await page.request.get(`/api/clients/${client.id}`)).json()).isActive).toBe(false);
    await page.getByRole('button', { name: 'Reactivate Noah Rivers' }).click();
    await expect(noah.getByText('Active', { exact: true })).toBeVisible();

    await noah.getByRole('link', { name: 'View Profile of Noah Rivers' }).click();
    await expect(page).toHaveURL(`/client-profile/${client.id}`);
    await page.goBack();

    await page.getByRole('button', { name: 'Delete Noah Rivers' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Client' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(noah).toBeVisible();
    await page.getByRole('button', { name: 'Delete Noah Rivers' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page)).toContainText('Client deleted successfully!');
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
    expect((await page.request.get(`/api/clients/${client.id}`)).status()).toBe(404);
  });

  test('imports a CSV with a per-row report, pages past 24 cards, and exports a download', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/clients');
    const tag = `${Date.now()}`;
    const rows = Array.from({ length: 26 }, (_, index) => `Imp${index},Person,imp${index}-${tag}@example.com,,weight_loss`);
    const csv = ['firstName,lastName,email,phone,fitnessGoal', ...rows, 'Bad,Row,not-an-email,,'].join('\n');
    await page.getByTestId('import-file').setInputFiles({ name: 'clients.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    const report = page.getByRole('dialog', { name: 'Import Report' });
    await expect(report.getByTestId('import-summary')).toHaveText('27 rows read: 26 created, 1 failed.');
    await expect(report.getByRole('list', { name: 'Rows not imported' })).toContainText('Row 28');
    await expect(report).toContainText('Please enter a valid email address');
    await report.getByRole('button', { name: 'Close' }).click();

    await expect(page.getByTestId('clients-count')).toHaveText('26 clients');
    await expect(page.getByTestId('client-card')).toHaveCount(24);
    await page.getByRole('navigation', { name: 'Client pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByTestId('client-card')).toHaveCount(2);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^clients-.*\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split(/\r?\n/)[0]).toContain('firstName');
    expect(text).toContain(`imp0-${tag}@example.com`);
    expect(text).toContain(`imp25-${tag}@example.com`);
  });

  test('works with the keyboard on a phone-sized screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpAndStore(page, 'business');
    await page.goto('/clients');
    await page.getByRole('button', { name: 'Add Your First Client' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add New Client' });
    await expect(dialog.getByLabel('First Name')).toBeFocused();
    await page.keyboard.type('Kai');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Moss');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('kai'));
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('Client added successfully!');
    await expect(card(page, 'Kai Moss')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
