import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { expect, type Page } from '@playwright/test';
import { registerAccount, signUpAndStore, storeSession } from './support';

/** Cookie-authenticated writes echo the csrf_token cookie, as the browser app does. */
export async function apiPost<T = { id: string }>(page: Page, url: string, data: Record<string, unknown>): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
  const response = await page.request.post(url, { data, headers: csrf ? { 'X-CSRF-Token': decodeURIComponent(csrf) } : {} });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** Links a client account to a client record of the coach, as accepting an invitation does (tested in invitations.spec). */
async function linkClient(clientRecordId: string, clientEmail: string) {
  const { databaseUrl } = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR!, 'services.json'), 'utf8')) as { databaseUrl: string };
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('update clients set user_id = (select id from users where email = $1) where id = $2', [clientEmail, clientRecordId]);
  } finally {
    await db.end();
  }
}

/** A coach with a client record, and that client signed in on `page` (the coach signs in elsewhere, through the API). */
export async function signInAsLinkedClient(page: Page, browserPage: Page) {
  await signUpAndStore(browserPage);
  const client = await registerAccount(page, 'client');
  const record = await apiPost(browserPage, '/api/clients', { firstName: 'Casey', lastName: 'Member', email: client.email });
  await linkClient(record.id, client.email);
  await storeSession(page, client.user);
  return { coachPage: browserPage, clientRecordId: record.id };
}
