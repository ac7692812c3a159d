import { expect, test, type Page } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, signUpAndStore, uniqueEmail } from './support';

/** `count` records made through the API, one after the other (so their order is their creation order). */
async function makeMany<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let index = 0; index < count; index++) made.push(await make(index));
  return made;
}

const pad = (index: number) => String(index).padStart(2, '0');
const newClient = (page: Page, firstName: string, lastName = 'Paged') => apiPost(page, '/api/clients', { firstName, lastName, email: uniqueEmail('paged') });

test.describe('lists longer than a page', () => {
  test('communities: the second page holds the rest; a community’s members load more', async ({ page }) => {
    await signUpAndStore(page);
    // 24 cards a page: 26 communities make two pages, the oldest on the second.
    const communities = await makeMany(26, (index) => apiPost(page, '/api/communities', { name: `Group ${pad(index)}` }));
    await page.goto('/community');
    await expect(page.getByRole('article', { name: 'Group 25' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Group 00' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Community pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('article', { name: 'Group 00' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Group 01' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Group 25' })).toBeHidden();

    // 20 members a page: the 21st joins the list with "Load more members".
    const members = await makeMany(21, (index) => newClient(page, `Member${pad(index)}`));
    for (const member of members) await apiPost(page, `/api/communities/${communities[0]!.id}/members`, { clientId: member.id });
    await page.goto(`/community?id=${communities[0]!.id}`);
    const list = page.getByRole('list', { name: 'Members' });
    await expect(list.getByRole('listitem')).toHaveCount(20);
    await expect(list).not.toContainText('Member20 Paged');
    await page.getByRole('button', { name: 'Load more members' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(21);
    await expect(list).toContainText('Member20 Paged');
    await expect(page.getByRole('button', { name: 'Load more members' })).toBeHidden();
  });

  test('a client’s goals page by number; the profile’s workouts load earlier ones', async ({ page }) => {
    await signUpAndStore(page);
    const client = await newClient(page, 'Gail');
    // 12 goal cards a page.
    await makeMany(13, (index) => apiPost(page, '/api/goals', { clientId: client.id, title: `Goal ${pad(index)}`, category: 'fitness' }));
    await page.goto(`/goals?clientId=${client.id}`);
    const goals = page.getByRole('region', { name: 'Goals' });
    await expect(goals).toContainText('Goal 12');
    await expect(goals).not.toContainText('Goal 00');
    await page.getByRole('navigation', { name: 'Goal pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(goals).toContainText('Goal 00');
    await expect(goals).not.toContainText('Goal 12');

    // 20 workouts a page, latest day first: the 21st (the earliest) comes with "Load earlier workouts".
    const exercises = await page.request.get('/api/exercises?search=Push-Up&limit=1').then((response) => response.json());
    const workout = await apiPost(page, '/api/workouts', {
      name: 'Daily push-ups',
      category: 'strength',
      difficulty: 'beginner',
      duration: 30,
      exercises: [{ exerciseId: exercises[0].id, sets: 3, reps: '10' }],
    });
    const days = Array.from({ length: 21 }, (_, index) => new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10));
    await apiPost(page, `/api/workouts/${workout.id}/assign`, { clientIds: [client.id], dates: days });
    await page.goto(`/client-profile/${client.id}`);
    await page.getByRole('tab', { name: 'Workouts' }).click();
    await expect(page.getByTestId('client-workout')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load earlier workouts' }).click();
    await expect(page.getByTestId('client-workout')).toHaveCount(21);
    await expect(page.getByRole('button', { name: 'Load earlier workouts' })).toBeHidden();
  });

  test('the Messages list loads more clients, the latest conversation first over all pages', async ({ page }) => {
    await signUpAndStore(page);
    // 50 conversations a page: the first client made, who wrote last, still comes first.
    const clients = await makeMany(51, (index) => newClient(page, `Chat${pad(index)}`));
    await apiPost(page, '/api/messages', { receiverId: clients[0]!.id, content: 'Hello from the oldest client' });
    await page.goto('/messages');
    const conversations = page.getByTestId('conversation');
    await expect(conversations).toHaveCount(50);
    await expect(conversations.first()).toContainText('Chat00 Paged');
    await expect(conversations.first()).toContainText('Hello from the oldest client');
    await page.getByRole('button', { name: 'Load more clients' }).click();
    await expect(conversations).toHaveCount(51);
    await expect(conversations.last()).toContainText('Chat01 Paged');
  });

  test('the meal plan builder finds a meal by typing, beyond the first suggestions', async ({ page }) => {
    await signUpAndStore(page);
    // More meals than one page of suggestions: the one wanted is found by its name.
    const base = await apiPost(page, '/api/foods', { name: 'Stew base', servingSize: 100, calories: 500 });
    await makeMany(22, (index) =>
      apiPost(page, '/api/meals', { name: `Stew ${pad(index)}`, category: 'dinner', ingredients: [{ foodId: base.id, quantity: 100 }] }),
    );
    await page.goto('/nutrition');
    const meals = page.getByRole('list', { name: 'Meals' });
    await expect(meals.getByRole('listitem')).toHaveCount(20);
    await page.getByRole('navigation', { name: 'Meal pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect(meals.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: 'Create Meal Plan' }).first().click();
    const builder = page.getByRole('dialog', { name: 'Create Meal Plan' });
    const cell = builder.getByTestId('plan-cell-1-dinner');
    await cell.getByRole('combobox').click();
    await expect(page.getByRole('option')).toHaveCount(20);
    await cell.getByRole('combobox').fill('Stew 00');
    await page.getByRole('option', { name: /Stew 00/ }).click();
    await expect(cell).toContainText('Stew 00');
    await expect(builder.getByTestId('plan-day-1-total')).toContainText('500 kcal');
  });

  test('the client’s plan loads more of itself', async ({ page, browser }) => {
    const coach = await (await browser.newContext()).newPage();
    const { clientRecordId } = await signInAsLinkedClient(page, coach);
    const exercises = await coach.request.get('/api/exercises?search=Push-Up&limit=1').then((response) => response.json());
    const workout = await apiPost(coach, '/api/workouts', {
      name: 'Daily push-ups',
      category: 'strength',
      difficulty: 'beginner',
      duration: 30,
      exercises: [{ exerciseId: exercises[0].id, sets: 3, reps: '10' }],
    });
    // 20 a page, soonest first: the 21st day comes with "Load more of your plan".
    const days = Array.from({ length: 21 }, (_, index) => new Date(Date.now() + (index + 1) * 86_400_000).toISOString().slice(0, 10));
    await apiPost(coach, `/api/workouts/${workout.id}/assign`, { clientIds: [clientRecordId], dates: days });
    await page.goto('/client/workouts');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByTestId('planned-workout')).toHaveCount(20);
    await page.getByRole('button', { name: 'Load more of your plan' }).click();
    await expect(upcoming.getByTestId('planned-workout')).toHaveCount(21);
    await coach.close();
  });
});
