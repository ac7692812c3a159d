import type { Page } from '@playwright/test';
import { apiPost, registerAccount, runSql, signUpAndStore, storeSession } from './support';

/** A coach with a client record, and that client signed in on `page` (the coach signs in elsewhere, through the API). */
export async function signInAsLinkedClient(page: Page, browserPage: Page) {
  await signUpAndStore(browserPage);
  const client = await registerAccount(page, 'client');
  const record = await apiPost(browserPage, '/api/clients', { firstName: 'Casey', lastName: 'Member', email: client.email });
  // what accepting an invitation does (tested in invitations.spec)
  await runSql('update clients set user_id = (select id from users where email = $1) where id = $2', [client.email, record.id]);
  await storeSession(page, client.user);
  return { coachPage: browserPage, clientRecordId: record.id };
}
