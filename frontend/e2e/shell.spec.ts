import { expect, test } from '@playwright/test';
import { sideMenu, signInAsAdmin, signUpAndStore } from './support';

const BUSINESS_LABELS = [
  'Dashboard',
  'Clients',
  'Goals',
  'Staff Management',
  'Packages & Pricing',
  'Calendar & Bookings',
  'Workouts',
  'Nutrition Plans',
  'Forms & Waivers',
  'Client Onboarding',
  'Reviews & Feedback',
  'Client Automations',
  'Messaging',
  'Business Analytics',
  'Payment Setup',
  'Integrations',
  'Help Center',
  'Community',
  'Coupons & Discounts',
];
const ADMIN_LABELS = [
  'Platform Overview',
  'Business Accounts',
  'Revenue Analytics',
  'Support Tickets',
  'System Health',
  'User Management',
  'Feature Flags',
  'Billing & Subscriptions',
];
const STAFF_LABELS = ['Dashboard', 'My Clients', 'Workouts', 'Nutrition', 'Calendar', 'Messages', 'Analytics', 'My Profile'];
const CLIENT_LABELS = [
  'My Dashboard',
  'Workouts',
  'Nutrition Tracker',
  'Goals',
  'Progress Photos',
  'Measurements',
  'Appointments',
  'Messages',
  'Community',
  'Profile',
];

test.describe('workspace shells', () => {
  test('business menu has its exact items, highlights the current one and navigates', async ({ page }) => {
    const account = await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByText('Business Headquarters')).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(BUSINESS_LABELS);
    await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(sideMenu(page).getByRole('link', { name: 'Staff Management' })).toHaveAttribute('href', '/staff-management');

    await sideMenu(page).getByRole('link', { name: 'Clients' }).click();
    await expect(page).toHaveURL('/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No clients yet' })).toBeVisible();
    await expect(sideMenu(page).getByRole('link', { name: 'Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(sideMenu(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');

    const card = page.getByTestId('user-card');
    await expect(card).toContainText(`${account.firstName} ${account.lastName}`);
    await expect(card).toContainText(account.email);
    await card.click();
    await expect(page.getByRole('menu')).toContainText('Fitness Professional');
    await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('every business page shows its title', async ({ page }) => {
    await signUpAndStore(page, 'business');
    const titles: Record<string, string> = {
      '/workouts': 'Workouts',
      '/nutrition': 'Nutrition Plans',
      '/packages': 'Packages & Pricing',
      '/calendar': 'Calendar & Bookings',
      '/coupons': 'Coupons & Discounts',
      '/goals': 'Client Goals',
      '/meetings': 'Meetings',
      '/platform-subscription': 'Choose Your Plan',
      '/staff-management': 'Staff Management',
      '/client-onboarding-setup': 'Client Onboarding Setup',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
  });

  test('staff menu has its exact items', async ({ page }) => {
    await signUpAndStore(page, 'business');
    await page.goto('/staff/clients');
    await expect(page.getByText('Staff Workspace')).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(STAFF_LABELS);
    await expect(sideMenu(page).getByRole('link', { name: 'My Clients' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'My Clients' })).toBeVisible();
  });

  test('client menu has its exact items and the portal links', async ({ page }) => {
    const account = await signUpAndStore(page, 'client');
    await page.goto('/client');
    await expect(page.getByText('My Fitness Journey')).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(CLIENT_LABELS);
    await expect(sideMenu(page).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('aria-current', 'page');
    const portal = page.getByRole('navigation', { name: 'Client portal' });
    await expect(portal.getByRole('link')).toHaveText(['Dashboard', 'Goals', 'Workouts', 'Nutrition', 'Meetings', 'Community', 'Messages']);
    await portal.getByRole('link', { name: 'Meetings' }).click();
    await expect(page).toHaveURL('/client/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings' })).toBeVisible();
    await page.getByTestId('user-card').click();
    await expect(page.getByRole('menu')).toContainText('Fitness Professional');
    await expect(page.getByTestId('user-card')).toContainText(account.email);
  });

  test('admin menu has its exact items and labels the user Platform Admin', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/businesses');
    await expect(page.getByText('Platform Management').first()).toBeVisible();
    await expect(sideMenu(page).getByRole('link')).toHaveText(ADMIN_LABELS);
    await expect(sideMenu(page).getByRole('link', { name: 'Business Accounts' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1, name: 'Business Accounts' })).toBeVisible();
    await page.getByTestId('user-card').click();
    await expect(page.getByRole('menu')).toContainText('Platform Admin');
    await expect(page.getByTestId('user-card')).toContainText('Admin User');
  });

  test('on a phone the menu hides behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpAndStore(page, 'business');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(sideMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sideMenu(page)).toBeVisible();
    await sideMenu(page).getByRole('link', { name: 'Workouts' }).click();
    await expect(page).toHaveURL('/workouts');
    await expect(sideMenu(page)).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
  });

  test('on a desktop the menu shows without a menu button', async ({ page }) => {
    await signUpAndStore(page, 'client');
    await page.goto('/client/goals');
    await expect(sideMenu(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });
});
