import { CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { createClient, createClientUser } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { expectCursorQueryChecks, readCursorPages } from '../../../test/paging';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The paging of a client's progress photos ("Load more", newest first). */
describe('progress photos, paged (HTTP)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    coach = await registerUser(t);
  });
  afterAll(() => t.close());

  /** Photo rows (the image files do not matter to the list). */
  const photos = async (clientId: string, times: string[]) => {
    for (const [index, at] of times.entries()) {
      await t.sql(`insert into progress_photos (id, client_id, image_key, notes, created_at) values (gen_random_uuid(), $1, 'progress-photos/none', $2, $3)`, [
        clientId,
        `Photo ${index}`,
        at,
      ]);
    }
  };

  it('pages the photos newest first by cursor, for the coach and the client', async () => {
    const client = await createClientUser(t, coach);
    await photos(client.clientId, [
      '2026-01-01T00:00:00Z',
      '2026-03-01T00:00:00Z',
      '2026-02-01T00:00:00.000001Z',
      '2026-02-01T00:00:00.000001Z',
      '2026-04-01T00:00:00Z',
    ]);
    const coachView = await readCursorPages(t, `/api/clients/${client.clientId}/progress-photos`, coach.auth, 2);
    expect(coachView.pages).toBe(3);
    expect(coachView.items.map((p) => p.notes).slice(0, 2)).toEqual(['Photo 4', 'Photo 1']);
    expect(coachView.items.at(-1)!.notes).toBe('Photo 0');
    expect(new Set(coachView.items.map((p) => p.id)).size).toBe(5);
    const own = await readCursorPages(t, `/api/clients/${client.clientId}/progress-photos`, client.auth, 4);
    expect(own.items.map((p) => p.id)).toEqual(coachView.items.map((p) => p.id));

    const other = await createClient(t, coach);
    await photos(other.id, ['2026-01-01T00:00:00Z']);
    const [foreign] = await t.sql<{ id: string }>('select id from progress_photos where client_id = $1', [other.id]);
    await expectCursorQueryChecks(
      t,
      `/api/clients/${client.clientId}/progress-photos`,
      coach.auth,
      LIST_PAGES.progressPhotos.maxLimit,
      CURSOR_MESSAGES.progressPhotos,
      foreign!.id,
    );
  });
});
