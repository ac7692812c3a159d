import { expect, test } from '@playwright/test';
import { apiPost, expectNoSeriousA11yViolations, loginViaApi, makeStaff, registerAccount, signUpAndStore, storeSession, toast, uniqueEmail } from './support';

test.describe('staff client assignments', () => {
  test('the owner assigns one client to a staff member, who then sees only that client, and all of them once unassigned', async ({ page, browser }) => {
    const owner = await signUpAndStore(page, 'business');
    await apiPost(page, '/api/clients', { firstName: 'Jordan', lastName: 'Blake', email: uniqueEmail('jordan') });
    await apiPost(page, '/api/clients', { firstName: 'Riley', lastName: 'Stone', email: uniqueEmail('riley') });

    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const person = await fresh.newPage();
    try {
      const staff = await registerAccount(person, 'client', 'Sam');
      await makeStaff(staff.email, owner.email, ['view_clients']);
      await storeSession(person, await loginViaApi(person, staff.email, staff.password));

      // Without assignments the staff member sees every client of the business.
      await person.goto('/staff/clients');
      await expect(person.getByRole('heading', { level: 1, name: 'My Clients' })).toBeVisible();
      await expect(person.getByText('Every client of Casey Fitness.')).toBeVisible();
      await expect(person.getByTestId('staff-client-row')).toHaveCount(2);

      await page.goto('/staff-management');
      await page.getByRole('button', { name: 'Assign clients to Sam Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Assigned Clients — Sam Member' });
      await expect(dialog.getByText('No clients assigned: this staff member sees every client of the business.')).toBeVisible();
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(dialog.getByText('Choose a client to assign')).toBeVisible();
      await dialog.getByRole('combobox', { name: 'Client to assign' }).fill('Riley');
      await page.getByRole('option', { name: /Riley Stone/ }).click();
      await dialog.getByLabel('Role (optional)').fill('Trainer');
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(toast(page)).toContainText('Client assigned successfully');
      await expect(dialog.getByTestId('assigned-client')).toHaveText([/Riley Stone · Trainer/]);
      await expectNoSeriousA11yViolations(page);

      // The staff member now sees only the assigned client: the list, its search and the dashboard.
      await person.reload();
      await expect(person.getByText('Clients assigned to you.')).toBeVisible();
      await expect(person.getByTestId('staff-client-row')).toHaveText([/Riley Stone/]);
      await person.getByLabel('Search clients').fill('Jordan');
      await expect(person.getByText('No clients match your search')).toBeVisible();
      await person.goto('/staff');
      await expect(person.getByTestId('staff-clients-total')).toHaveText('1');
      await expect(person.getByTestId('staff-clients-scope')).toHaveText('Assigned to you');
      await expect(person.getByTestId('staff-clients-card')).not.toContainText('Jordan Blake');

      // Unassigned: every client again.
      await dialog.getByRole('button', { name: 'Unassign Riley Stone' }).click();
      await expect(toast(page)).toContainText('Client unassigned successfully');
      await expect(dialog.getByText('No clients assigned: this staff member sees every client of the business.')).toBeVisible();
      await person.reload();
      await expect(person.getByTestId('staff-clients-total')).toHaveText('2');
      await expect(person.getByTestId('staff-clients-scope')).toHaveText('All clients of the business');
    } finally {
      await fresh.close();
    }
  });
});
