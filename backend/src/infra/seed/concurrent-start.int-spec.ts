import { randomBytes } from 'node:crypto';
import { createTestApp } from '../../../test/test-app';
import { dropDatabase, ENV, recreateDatabase, withDatabase } from '../../../test/test-services';
import { runMigrations } from '../database/migrate';
import { DEMO_COACH_EMAIL } from './demo-seeder';
import { SeedService } from './seed.service';

/** What `npm start` does on an empty database: migrate, build the app, seed. */
async function startInstance(database: string) {
  await runMigrations(withDatabase(process.env[ENV.adminUrl]!, database));
  const instance = await createTestApp({ database, env: { SEED_DEMO: 'true', ADMIN_PASSWORD: 'Admin-Pass-1' } });
  try {
    return await instance.app.get(SeedService).run();
  } finally {
    await instance.close();
  }
}

describe('two instances started at once on an empty database', () => {
  const database = `t_empty_${randomBytes(4).toString('hex')}`;
  beforeAll(() => recreateDatabase(process.env[ENV.adminUrl]!, database)); // empty: no template
  afterAll(() => dropDatabase(process.env[ENV.adminUrl]!, database));

  it('both migrate and seed, leaving one admin and one demo business', async () => {
    const [first, second] = await Promise.all([startInstance(database), startInstance(database)]);

    expect([first.admin.created, second.admin.created].sort()).toEqual([false, true]);
    expect(first.demo?.coachEmail).toBe(DEMO_COACH_EMAIL);
    expect(second.demo?.coachEmail).toBe(DEMO_COACH_EMAIL);
    const check = await createTestApp({ database });
    try {
      const admins = await check.sql<{ count: string }>("select count(*) from users where role = 'admin'");
      const businesses = await check.sql<{ count: string }>("select count(*) from users where role = 'business'");
      const migrations = await check.sql<{ name: string; count: string }>('select name, count(*) from mikro_orm_migrations group by name having count(*) > 1');
      expect(Number(admins[0]!.count)).toBe(1);
      expect(Number(businesses[0]!.count)).toBe(1);
      expect(migrations).toEqual([]);
    } finally {
      await check.close();
    }
  });
});
