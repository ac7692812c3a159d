import { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase } from '../../../test/test-app';
import { ormOptions } from './mikro-orm.config';

// The tests' template database is built by the committed migrations; the entities must describe exactly it, or a
// change to an entity shipped without its migration (`npm run migration:create -w backend`).
describe('migrations', () => {
  it('build exactly the schema the entities describe', async () => {
    const database = await createTestDatabase();
    const orm = await MikroORM.init(ormOptions(database.url));
    try {
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close(true);
      await database.drop();
    }
  });
});
