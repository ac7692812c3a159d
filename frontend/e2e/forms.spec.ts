import * as fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAsLinkedClient } from './nutrition-support';
import { apiPost, expectNoSeriousA11yViolations, signUpAndStore, toast } from './support';

const WAIVER = 'Liability Waiver and Release';

/** Draws a signature on the pad with the pointer, as a finger or a mouse would. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 3 });
  await page.mouse.up();
}

test.describe('forms and waivers', () => {
  test('the coach builds a waiver from a template, a client signs it on a phone, and the coach downloads the signed PDF', async ({ page, browser }) => {
    const coachContext = await browser.newContext({ acceptDownloads: true });
    const coach = await coachContext.newPage();
    try {
      await signInAsLinkedClient(page, coach);

      // The coach: the rules of Create Form, then a waiver from the shipped template, required for every client.
      await coach.goto('/forms');
      await expect(coach.getByTestId('forms-templates-value')).toHaveText('6');
      await expect(coach.getByTestId('forms-total-value')).toHaveText('0');
      await coach.getByRole('button', { name: 'Create Form' }).click();
      const dialog = coach.getByRole('dialog', { name: 'Create Form' });
      await dialog.getByRole('button', { name: 'Create Form' }).click();
      await expect(dialog.getByText('Title is required')).toBeVisible();
      await expect(dialog.getByText('Category is required')).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      const usedBefore = Number(/Used (\d+) time/.exec(await coach.getByRole('listitem', { name: WAIVER }).innerText())![1]);
      await coach.getByRole('listitem', { name: WAIVER }).getByRole('button', { name: 'Use Template' }).click();
      const fromTemplate = coach.getByRole('dialog', { name: 'Create Form' });
      await expect(fromTemplate.getByLabel('Title')).toHaveValue(WAIVER);
      await expect(fromTemplate.getByRole('listitem', { name: /^Field / })).toHaveCount(10);
      await fromTemplate.getByLabel('Required for all clients').check();
      await fromTemplate.getByRole('button', { name: 'Create Form' }).click();
      await expect(toast(coach).filter({ hasText: 'Form created successfully' })).toBeVisible();
      await expect(coach.getByRole('row', { name: WAIVER })).toBeVisible();
      await expect(coach.getByTestId('forms-required-value')).toHaveText('1');
      await expectNoSeriousA11yViolations(coach);
      await expect(coach.getByRole('listitem', { name: WAIVER })).toContainText(`Used ${usedBefore + 1} ${usedBefore + 1 === 1 ? 'time' : 'times'}`);

      // The client, on a 375 px wide screen: the dashboard card, the form, a drawn signature.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/client');
      const card = page.getByTestId('outstanding-forms-card');
      await expect(card).toContainText(WAIVER);
      await card.getByRole('link', { name: 'Fill In' }).click();
      await expect(page.getByRole('heading', { name: WAIVER })).toBeVisible();
      await page.getByRole('button', { name: 'Sign and Submit' }).click();
      await expect(page.getByText('Full name is required')).toBeVisible();
      await expect(page.getByText('Signature is required')).toBeVisible();

      await page.getByLabel('Full name').fill('Casey Member');
      await page.getByLabel('Email').fill('casey@example.com');
      for (const agreement of ['I understand and accept these risks', 'I confirm', 'I agree', 'I agree to this release'])
        await page.getByRole('checkbox', { name: agreement, exact: true }).check();
      await page.getByLabel('Emergency contact name').fill('Alex Member');
      await page.getByLabel('Emergency contact phone').fill('+1 555 0100');
      await page.getByLabel('Date').fill('2026-11-24');
      await expectNoSeriousA11yViolations(page);
      await drawSignature(page);
      await expect(page.getByText('Signed', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await page.getByRole('button', { name: 'Sign and Submit' }).click();
      await expect(toast(page).filter({ hasText: 'Form submitted successfully' })).toBeVisible();
      await expect(page.getByTestId('form-completed')).toBeVisible();
      await page.goto('/client');
      await expect(page.getByTestId('outstanding-forms-card')).toContainText('You have no forms to fill in');

      // The coach: the month's submission counted, everyone signed, the hash verified and the PDF downloaded.
      await coach.reload();
      await expect(coach.getByTestId('forms-submissions-value')).toHaveText('1');
      await coach.getByRole('row', { name: WAIVER }).getByRole('button', { name: 'View' }).click();
      const details = coach.getByRole('dialog', { name: WAIVER });
      await expect(details.getByText('Everyone has signed this form')).toBeVisible();
      const submission = details.getByRole('listitem', { name: 'Submission of Casey Member' });
      await expect(submission).toContainText('casey@example.com');
      await submission.getByRole('button', { name: 'Verify' }).click();
      await expect(submission.getByTestId('verify-result')).toContainText('Verified');
      const [download] = await Promise.all([coach.waitForEvent('download'), submission.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^submission-.*\.pdf$/);
      const pdf = fs.readFileSync((await download.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
      await submission.getByRole('button', { name: 'Mark Reviewed' }).click();
      await expect(toast(coach).filter({ hasText: 'Submission marked as reviewed' })).toBeVisible();
      await expect(submission).toContainText('reviewed by');
    } finally {
      await coachContext.close();
    }
  });

  test('the coach duplicates, edits and deletes a form', async ({ page }) => {
    await signUpAndStore(page);
    await page.goto('/forms');
    await page.getByRole('button', { name: 'Create Form' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Form' });
    await dialog.getByLabel('Title').fill('Session feedback');
    await dialog.getByLabel('Category').click();
    await page.getByRole('option', { name: 'Feedback' }).click();
    await dialog.getByRole('listitem', { name: 'Field 1' }).getByLabel('Type').click();
    await page.getByRole('option', { name: 'Single choice' }).click();
    await dialog.getByRole('listitem', { name: 'Field 1' }).getByLabel('Label').fill('How was it?');
    await dialog.getByRole('listitem', { name: 'Field 1' }).getByLabel('Options (one per line)').fill('Great\n\n  \nOkay\n');
    await dialog.getByRole('button', { name: 'Create Form' }).click();
    await expect(toast(page).filter({ hasText: 'Form created successfully' })).toBeVisible();

    await page.getByRole('row', { name: 'Session feedback' }).getByRole('button', { name: 'Duplicate' }).click();
    await expect(toast(page).filter({ hasText: 'Form duplicated successfully' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Session feedback (Copy)' })).toBeVisible();

    await page.getByRole('row', { name: 'Session feedback (Copy)' }).getByRole('button', { name: 'View' }).click();
    await expect(page.getByRole('dialog', { name: 'Session feedback (Copy)' })).toContainText('Great / Okay');
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('row', { name: 'Session feedback (Copy)' }).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Form' });
    await edit.getByLabel('Title').fill('Monthly feedback');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page).filter({ hasText: 'Form updated successfully' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Monthly feedback' })).toBeVisible();

    await page.getByRole('row', { name: 'Monthly feedback' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Form' }).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page).filter({ hasText: 'Form deleted successfully' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'Monthly feedback' })).toHaveCount(0);
    await expect(page.getByTestId('forms-total-value')).toHaveText('1');
  });
});

test('a client hands in a file for a file field and the coach downloads it', async ({ page, browser }) => {
  const coachContext = await browser.newContext({ acceptDownloads: true });
  const coach = await coachContext.newPage();
  try {
    await signInAsLinkedClient(page, coach);
    await apiPost(coach, '/api/forms', {
      title: 'Doctor letter',
      category: 'health_questionnaire',
      isRequired: true,
      fields: [{ type: 'file', label: 'Clearance letter', required: true }],
    });

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/client/forms');
    await page.getByRole('link', { name: 'Fill In' }).click();
    await page.getByLabel('Clearance letter').setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        'latin1',
      ),
    });
    await expect(page.getByText('letter.pdf')).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('form-completed')).toBeVisible();

    await coach.goto('/forms');
    await coach.getByRole('row', { name: 'Doctor letter' }).getByRole('button', { name: 'View' }).click();
    const submission = coach.getByRole('dialog', { name: 'Doctor letter' }).getByRole('listitem', { name: 'Submission of Casey Member' });
    const [download] = await Promise.all([coach.waitForEvent('download'), submission.getByRole('button', { name: 'Download file' }).click()]);
    expect(download.suggestedFilename()).toBe('Clearance letter.pdf');
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  } finally {
    await coachContext.close();
  }
});
