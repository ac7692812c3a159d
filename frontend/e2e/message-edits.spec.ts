import { expect, test } from '@playwright/test';
import { markPage, openLinkedClient, signUpAndStore, stillSamePage } from './support';

test.describe('message edits, deletions and typing', () => {
  test("the client's open page shows the coach typing, then the coach's edit and deletion, without a reload", async ({ page: coach, browser }) => {
    await signUpAndStore(coach, 'business');
    const { person } = await openLinkedClient(coach, browser, 'Jordan', 'Blake');
    try {
      await coach.goto('/messages');
      const jordan = coach.getByTestId('conversation').filter({ hasText: 'Jordan Blake' });
      await jordan.click();
      await expect(coach.getByText('No messages yet')).toBeVisible();
      await person.goto('/client/messages');
      await expect(person.getByText('No messages yet')).toBeVisible();
      await markPage(coach);
      await markPage(person);

      // The client types: the coach sees it, and it goes when the message arrives.
      const coachTyping = coach.getByTestId('typing-indicator');
      await expect(coachTyping).toHaveText('');
      await person.getByLabel('Message', { exact: true }).pressSequentially('Can we move to Friday?');
      await expect(coachTyping).toHaveText('Jordan is typing…');
      await person.getByLabel('Message', { exact: true }).press('Enter');
      await expect(coach.getByTestId('message')).toHaveText(/^Can we move to Friday\?/);
      // Gone with the message itself (the arrival clears it before the conversation has refetched), not 4 s later.
      expect(await coachTyping.textContent()).toBe('');

      // The coach types: the client sees it, and it goes a few seconds after the typing stops.
      const personTyping = person.getByTestId('typing-indicator');
      await coach.getByLabel('Message', { exact: true }).pressSequentially('See you at 7');
      await expect(personTyping).toHaveText('Casey is typing…');
      await expect(personTyping).toHaveText('', { timeout: 8000 });
      await coach.getByLabel('Message', { exact: true }).press('Enter');
      const sent = person.getByTestId('message').last();
      await expect(sent).toHaveText(/^See you at 7/);
      await expect(person.getByTestId('message-edited')).toHaveCount(0);

      // Only one's own messages can be changed.
      await expect(coach.getByTestId('message').first().getByRole('button', { name: 'Message actions' })).toHaveCount(0);
      await expect(person.getByTestId('message').last().getByRole('button', { name: 'Message actions' })).toHaveCount(0);

      // The coach edits it: the client's page shows the new text and '(edited)'.
      const own = coach.getByTestId('message').last();
      await own.getByRole('button', { name: 'Message actions' }).click();
      await coach.getByRole('menuitem', { name: 'Edit' }).click();
      const editBox = coach.getByLabel('Edit message');
      await expect(editBox).toHaveValue('See you at 7');
      await editBox.fill('   ');
      await expect(coach.getByText('Message text is required')).toBeVisible();
      await expect(coach.getByRole('button', { name: 'Save' })).toBeDisabled();
      await editBox.fill('See you at 8 instead');
      const edited = coach.waitForResponse((r) => r.url().includes('/api/messages/') && r.request().method() === 'PATCH');
      await editBox.press('Enter');
      expect((await edited).status()).toBe(200);
      await expect(own).toContainText('See you at 8 instead');
      await expect(own).toContainText('(edited)');
      await expect(sent).toHaveText(/^See you at 8 instead/);
      await expect(sent).toContainText('(edited)');

      // The coach deletes it: both pages show the placeholder in its place, and the list's preview says so.
      await own.getByRole('button', { name: 'Message actions' }).click();
      await coach.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(coach.getByRole('dialog')).toContainText("It will read 'This message was deleted' on both sides of the conversation.");
      const deleted = coach.waitForResponse((r) => r.url().includes('/api/messages/') && r.request().method() === 'DELETE');
      await coach.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      expect((await deleted).status()).toBe(204);
      await expect(sent).toHaveText(/^This message was deleted/);
      await expect(sent).toHaveAttribute('data-deleted', 'true');
      await expect(sent).not.toContainText('See you at 8');
      await expect(own).toHaveText(/^This message was deleted/);
      await expect(own.getByRole('button', { name: 'Message actions' })).toHaveCount(0);
      await expect(jordan).toContainText('This message was deleted');
      await expect(person.getByTestId('message')).toHaveCount(2);

      expect(await stillSamePage(coach)).toBe(true);
      expect(await stillSamePage(person)).toBe(true);
    } finally {
      await person.context().close();
    }
  });

  test('the client edits their own message and the coach sees it change', async ({ page: coach, browser }) => {
    await signUpAndStore(coach, 'business');
    const { person } = await openLinkedClient(coach, browser, 'Robin', 'Hale');
    try {
      await coach.goto('/messages');
      await coach.getByTestId('conversation').filter({ hasText: 'Robin Hale' }).click();
      await person.goto('/client/messages');
      await person.getByLabel('Message', { exact: true }).fill('Runnig late');
      await person.getByLabel('Message', { exact: true }).press('Enter');
      const shown = coach.getByTestId('message').last();
      await expect(shown).toHaveText(/^Runnig late/);

      await person.getByTestId('message').last().getByRole('button', { name: 'Message actions' }).click();
      await person.getByRole('menuitem', { name: 'Edit' }).click();
      await person.getByLabel('Edit message').fill('Running late');
      await person.getByRole('button', { name: 'Save' }).click();
      await expect(shown).toHaveText(/^Running late/);
      await expect(shown).toContainText('(edited)');
    } finally {
      await person.context().close();
    }
  });
});
