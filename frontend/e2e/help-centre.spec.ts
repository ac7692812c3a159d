import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signUpAndStore, toast } from './support';

// Lazy screens on a busy machine: first paints can be slow.
const expect = baseExpect.configure({ timeout: 30_000 });

test.describe('help centre', () => {
  test('finds an article by a word of its body and opens it with its duration, video flag and steps', async ({ page }) => {
    await signUpAndStore(page);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Popular Articles' })).toBeVisible();
    await expect(page.getByTestId('help-category')).toHaveCount(10);
    await expect(page.getByRole('list', { name: 'Popular articles' }).getByTestId('help-article')).toHaveCount(6);
    await expectNoSeriousA11yViolations(page);

    // "notice" is a word of the working-hours article's body only, not of its title.
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('notice period');
    await expect(page).toHaveURL(/q=notice/);
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByTestId('help-article').filter({ hasText: 'Setting your working hours so clients can book' }).click();

    const article = page.getByRole('region', { name: 'Setting your working hours so clients can book' });
    await expect(article.getByRole('heading', { level: 2 })).toHaveText('Setting your working hours so clients can book');
    await expect(article.getByTestId('help-article-duration')).toHaveText('5 min');
    await expect(article.getByText('Video walkthrough')).toBeVisible();
    await expect(article.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveCount(4);
    await expectNoSeriousA11yViolations(page);

    // Back to the search results it was opened from.
    await article.getByRole('button', { name: 'Back to search results' }).click();
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search help articles' })).toHaveValue('notice period');
  });

  test('browses a category and comes back with the back link', async ({ page }) => {
    await signUpAndStore(page);
    await page.goto('/help');
    await page.getByTestId('help-category').filter({ hasText: 'Getting Started' }).click();
    const category = page.getByRole('region', { name: 'Getting Started' });
    await expect(category.getByTestId('help-article').first()).toContainText('Your first hour: the 7-step onboarding wizard');
    await category.getByTestId('help-article').first().click();
    await expect(page.getByText(/7-step onboarding wizard on your dashboard/)).toBeVisible();

    await page.getByRole('button', { name: 'Back to Getting Started' }).click();
    await expect(page.getByRole('region', { name: 'Getting Started' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Help Center' }).click();
    await expect(page.getByRole('heading', { name: 'Popular Articles' })).toBeVisible();
    await expect(page).toHaveURL(/\/help\??$/);

    // The browser's Back button walks the same way.
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Getting Started' })).toBeVisible();
  });

  test('asks for a missing article: the request-help-content button opens a support request', async ({ page }) => {
    await signUpAndStore(page);
    await page.goto('/help');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('kettlebell certification');
    await expect(page.getByText('No articles match your search')).toBeVisible();
    await page
      .getByRole('region', { name: /found for/ })
      .getByRole('button', { name: 'Request Help Content' })
      .click();

    const form = page.getByRole('dialog', { name: 'Request Help Content' });
    await expect(form.getByLabel('Subject')).toHaveValue('Help article request: kettlebell certification');
    await form.getByLabel('Message').fill('How to record a client’s kettlebell certification.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(toast(page)).toContainText('Support request sent successfully');
    const thread = page.getByRole('dialog', { name: 'Help article request: kettlebell certification' });
    await expect(thread.getByTestId('support-message-requester')).toContainText('kettlebell certification');
    await thread.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('support-request').filter({ hasText: 'Help article request: kettlebell certification' })).toContainText('Feature request');

    // The community card leads to the communities.
    await page.getByRole('link', { name: 'Open Community' }).click();
    await expect(page).toHaveURL(/\/community$/);
  });
});
