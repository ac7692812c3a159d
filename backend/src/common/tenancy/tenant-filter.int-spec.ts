import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { everyPhotoOutsideRequests, TenantFreeQueriesModule } from '../../../test/fixtures/tenant-free-queries.module';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';

/*
 * The backstop behind the repositories: routes of a test-only module (test/fixtures/tenant-free-queries.module.ts)
 * read, update and delete progress photos with the EntityManager and no tenant, as the lint rule forbids outside
 * repositories. Inside a request, the `tenant` filter still keeps each of them inside the caller's business.
 */
describe('the tenant ORM filter behind the repositories (HTTP)', () => {
  let t: TestApp;
  let businessA: SignedInUser;
  let businessB: SignedInUser;
  let photosOfA: string[];
  let photosOfB: string[];

  const upload = async (coach: SignedInUser, clientId: string) =>
    (await t.http().post(`/api/clients/${clientId}/progress-photos`).set(coach.auth).attach('file', SAMPLE_FILES.png, 'photo.png').expect(201)).body
      .id as string;
  const notesOf = async (ids: string[]) =>
    (await t.sql<{ notes: string | null }>('select notes from progress_photos where id = any($1) order by id', [ids])).map((row) => row.notes);

  beforeEach(async () => {
    t = await createTestApp({ withWorkers: false, imports: [TenantFreeQueriesModule] });
    businessA = await registerUser(t);
    businessB = await registerUser(t);
    const clientOfA = (await createClient(t, businessA)).id;
    const clientOfB = (await createClient(t, businessB)).id;
    photosOfA = [await upload(businessA, clientOfA), await upload(businessA, clientOfA)].sort();
    photosOfB = [await upload(businessB, clientOfB)];
  });
  afterEach(() => t.close());

  it("narrows a tenant-free read to the caller's business, whoever in it calls", async () => {
    const read = async (caller: SignedInUser) => (await t.http().get('/api/tenant-free-queries/photos').set(caller.auth).expect(200)).body;
    expect(await read(businessB)).toEqual({ ids: photosOfB, count: 1 });
    expect(await read(businessA)).toEqual({ ids: photosOfA, count: 2 });
    expect(await read(await createStaff(t, businessB, ['view_clients']))).toEqual({ ids: photosOfB, count: 1 });
    expect(await read(await createClientUser(t, businessB))).toEqual({ ids: photosOfB, count: 1 });
    for (const id of photosOfA) {
      expect((await t.http().get(`/api/tenant-free-queries/photos/${id}`).set(businessB.auth).expect(200)).body).toEqual({ found: false });
    }
    expect((await t.http().get(`/api/tenant-free-queries/photos/${photosOfB[0]}`).set(businessB.auth).expect(200)).body).toEqual({ found: true });
  });

  it("narrows a tenant-free update and delete to the caller's business, changing none of another's rows", async () => {
    expect((await t.http().post('/api/tenant-free-queries/photos/notes').set(businessB.auth).expect(201)).body).toEqual({ changed: 1 });
    expect(await notesOf(photosOfB)).toEqual(['overwritten']);
    expect(await notesOf(photosOfA)).toEqual([null, null]);

    expect((await t.http().delete('/api/tenant-free-queries/photos').set(businessB.auth).expect(200)).body).toEqual({ deleted: 1 });
    expect(await t.sql('select id from progress_photos where id = any($1)', [photosOfB])).toEqual([]);
    expect((await t.sql<{ id: string }>('select id from progress_photos where id = any($1) order by id', [photosOfA])).map((row) => row.id)).toEqual(photosOfA);
  });

  it('adds nothing outside requests: a job reaches every business, and scopes through its repositories', async () => {
    expect(await everyPhotoOutsideRequests(t.app)).toEqual([...photosOfA, ...photosOfB].sort());
  });
});
