import { expect, test } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, apiSend, expectNoSeriousA11yViolations } from './support';

test.describe('client goals', () => {
  test('a client sees the goals their coach set: the first three active on the dashboard, all of them on Goals', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    try {
      const { clientRecordId } = await signInAsLinkedClient(page, coach);
      const goal = (title: string, currentValue: string, targetValue: string) =>
        apiPost(coach, '/api/goals', { clientId: clientRecordId, title, category: 'fitness', currentValue, targetValue, unit: 'km' });
      const run = await goal('Run 10 km', '2', '10');
      await goal('Swim 2 km', '0', '2');
      await goal('Cycle 50 km', '10', '50');
      await goal('Walk 20 km', '0', '20');
      const plank = await goal('Hold a plank', '0', '3');
      await apiSend(coach, 'patch', `/api/goals/${run.id}`, { currentValue: '6' }); // half-way from 2 to 10
      await apiSend(coach, 'patch', `/api/goals/${plank.id}`, { status: 'achieved' });
    } finally {
      await coachContext.close();
    }

    await page.goto('/client');
    const card = page.getByRole('region', { name: 'Your Goals' });
    await expect(card.getByTestId('active-goals')).toHaveText('Active Goals: 4');
    await expect(card.getByRole('article')).toHaveCount(3); // the first three active, newest first
    await expect(card.getByRole('article').first()).toHaveAccessibleName('Walk 20 km');
    await expect(card.getByRole('article', { name: 'Hold a plank' })).toHaveCount(0);

    await card.getByRole('link', { name: 'See all your goals' }).click();
    await expect(page).toHaveURL(/\/client\/goals$/);
    const active = page.getByRole('region', { name: 'Active Goals' });
    await expect(active.getByRole('article')).toHaveCount(4);
    const run = active.getByRole('article', { name: 'Run 10 km' });
    await expect(run.getByTestId('goal-progress')).toHaveText('50%');
    await expect(run.getByText('6 km of 10 km')).toBeVisible();
    const past = page.getByRole('region', { name: 'Past Goals' });
    await expect(past.getByRole('article', { name: 'Hold a plank' }).getByTestId('goal-status')).toHaveText('achieved');
    await expectNoSeriousA11yViolations(page);
  });

  test('a client without goals is told where they will appear', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    try {
      await signInAsLinkedClient(page, await coachContext.newPage());
    } finally {
      await coachContext.close();
    }
    await page.goto('/client/goals');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Your goals will appear here.')).toBeVisible();
    await page.goto('/client');
    await expect(page.getByText('Your coach has not set you an active goal yet.')).toBeVisible();
  });
});
