import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM, CHROMIUM_TEST_ARGS } from '../../scripts/ensure-chromium.mjs';
import { writeBarcodeVideo } from './barcode-video';
import { signInAsLinkedClient } from './nutrition-support';
import { toast } from './support';

// Chromium's fake camera plays a generated video of the EAN-13 of Nutella (shipped with its barcode).
const NUTELLA = '3017620422003';
const video = path.join(os.tmpdir(), `coachcore-e2e-ean13-${NUTELLA}.y4m`);
writeBarcodeVideo(video, NUTELLA);

test.use({
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM,
    args: [...CHROMIUM_TEST_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  },
});

test.describe('nutrition barcode camera', () => {
  test('a client scans a real EAN-13 with the camera, finds the food and logs it', async ({ page, browser }) => {
    const coachContext = await browser.newContext();
    const coach = await coachContext.newPage();
    try {
      await signInAsLinkedClient(page, coach);
    } finally {
      await coachContext.close();
    }
    await page.goto('/client/nutrition');
    await page.getByRole('tab', { name: 'Barcode' }).click();
    // The scanner and its decoder load only when it opens.
    const loadedScripts = () => page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    expect((await loadedScripts()).filter((url) => /BarcodeScanner/.test(url))).toEqual([]);
    await page.getByRole('button', { name: 'Scan with Camera' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan Barcode' })).toBeVisible();
    await expect(page.getByTestId('chosen-food')).toContainText('Nutella hazelnut spread with cocoa', { timeout: 20_000 });
    expect((await loadedScripts()).filter((url) => /BarcodeScanner/.test(url)).length).toBeGreaterThan(0);
    await page.getByLabel(/Serving Size/).fill('15');
    await page.getByRole('button', { name: 'Add to Log' }).click();
    await expect(toast(page)).toContainText('Food logged successfully!');
    await expect(page.getByRole('region', { name: 'Food log' })).toContainText('Nutella hazelnut spread with cocoa — 15 g');
    await expect(page.getByRole('region', { name: 'Food log' })).toContainText('scanned');
  });
});
