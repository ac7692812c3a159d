import { MikroORM } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Delete, Get, Module, Param, Post } from '@nestjs/common';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClient, createClientUser, createStaff } from '../../../test/client-factories';
import { SAMPLE_FILES } from '../../infra/storage/testing/sample-files';
import { ProgressPhoto } from '../../modules/progress-photos/entities/progress-photo.entity';
import { Roles } from '../decorators/roles.decorator';

/**
 * Test-only routes that query a tenant entity the way no repository may: with the EntityManager and no tenant at
 * all. Whatever they ask, the `tenant` filter the access guard sets must keep them inside the caller's business.
 */
@Controller('tenant-filter-probe')
@Roles('business', 'staff', 'client')
class TenantFreeQueriesController {
  constructor(private readonly em: EntityManager) {}

  @Get('photos')
  async everyPhoto() {
    const photos = await this.em.find(ProgressPhoto, {});
    return { ids: photos.map((photo) => photo.id).sort(), count: await this.em.count(ProgressPhoto, {}) };
  }

  @Get('photos/:id')
  async onePhoto(@Param('id') id: string) {
    return { found: (await this.em.findOne(ProgressPhoto, { id })) !== null };
  }

  @Post('photos/notes')
  async overwriteEveryNote() {
    return { changed: await this.em.nativeUpdate(ProgressPhoto, {}, { notes: 'overwritten' }) };
  }

  @Delete('photos')
  async deleteEveryPhoto() {
    return { deleted: await this.em.nativeDelete(ProgressPhoto, {}) };
  }
}

@Module({ controllers: [TenantFreeQueriesController] })
class TenantFreeQueriesModule {}

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
    const read = async (caller: SignedInUser) => (await t.http().get('/api/tenant-filter-probe/photos').set(caller.auth).expect(200)).body;
    expect(await read(businessB)).toEqual({ ids: photosOfB, count: 1 });
    expect(await read(businessA)).toEqual({ ids: photosOfA, count: 2 });
    expect(await read(await createStaff(t, businessB, ['view_clients']))).toEqual({ ids: photosOfB, count: 1 });
    expect(await read(await createClientUser(t, businessB))).toEqual({ ids: photosOfB, count: 1 });
    for (const id of photosOfA) {
      expect((await t.http().get(`/api/tenant-filter-probe/photos/${id}`).set(businessB.auth).expect(200)).body).toEqual({ found: false });
    }
    expect((await t.http().get(`/api/tenant-filter-probe/photos/${photosOfB[0]}`).set(businessB.auth).expect(200)).body).toEqual({ found: true });
  });

  it("narrows a tenant-free update and delete to the caller's business, changing none of another's rows", async () => {
    expect((await t.http().post('/api/tenant-filter-probe/photos/notes').set(businessB.auth).expect(201)).body).toEqual({ changed: 1 });
    expect(await notesOf(photosOfB)).toEqual(['overwritten']);
    expect(await notesOf(photosOfA)).toEqual([null, null]);

    expect((await t.http().delete('/api/tenant-filter-probe/photos').set(businessB.auth).expect(200)).body).toEqual({ deleted: 1 });
    expect(await t.sql('select id from progress_photos where id = any($1)', [photosOfB])).toEqual([]);
    expect((await t.sql<{ id: string }>('select id from progress_photos where id = any($1) order by id', [photosOfA])).map((row) => row.id)).toEqual(photosOfA);
  });

  it('adds nothing outside requests: a job reaches every business, and scopes through its repositories', async () => {
    const em = t.app.get(MikroORM).em.fork();
    expect((await em.find(ProgressPhoto, {})).map((photo) => photo.id).sort()).toEqual([...photosOfA, ...photosOfB].sort());
  });
});
