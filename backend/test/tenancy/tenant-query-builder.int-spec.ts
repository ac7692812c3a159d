import { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { createTestApp, type TestApp } from '../test-app';
import { registerUser } from '../factories';
import { HabitTemplate } from '../../src/modules/workouts/entities/habit-template.entity';
import { TenantRepository } from '../../src/common/tenancy/tenant-repository';

/** A repository written the way a careless one would be: its query builder tries to widen the tenant condition. */
class ProbeRepository extends TenantRepository<HabitTemplate> {
  constructor(em: EntityManager) {
    super(em, HabitTemplate);
  }

  namesWhere(tenant: { businessId: string }, where: object): Promise<string[]> {
    return this.qb(tenant, 'h')
      .select(['id', 'name'])
      .where(where)
      .andWhere('1 = 1')
      .orderBy({ name: 'asc' })
      .getResultList()
      .then((rows) => rows.map((row) => row.name));
  }

  async namesOr(tenant: { businessId: string }): Promise<unknown> {
    return this.qb(tenant, 'h')
      .orWhere({ name: { $ne: null } })
      .getResultList();
  }
}

describe(TenantRepository.name, () => {
  let t: TestApp;
  let sut: ProbeRepository;
  let a: string;
  let b: string;

  beforeAll(async () => {
    t = await createTestApp({ withWorkers: false });
    [a, b] = [(await registerUser(t)).id, (await registerUser(t)).id];
    for (const [coach, name] of [
      [a, 'Drink water'],
      [a, 'Walk'],
      [b, 'Stretch'],
    ])
      await t.sql(
        `insert into habit_templates (id, coach_id, name, category, frequency, tracking_type, created_at, updated_at)
         values (gen_random_uuid(), $1, $2, 'health', 'daily', 'boolean', now(), now())`,
        [coach, name],
      );
    sut = new ProbeRepository(t.app.get(MikroORM).em.fork());
  });
  afterAll(() => t.close());

  it("keeps a query builder's where inside the tenant (it adds to the tenant condition, never replaces it)", async () => {
    await expect(sut.namesWhere({ businessId: a }, {})).resolves.toEqual(['Drink water', 'Walk']);
    await expect(sut.namesWhere({ businessId: b }, { name: { $ne: null } })).resolves.toEqual(['Stretch']);
    await expect(sut.namesWhere({ businessId: b }, { name: 'Walk' })).resolves.toEqual([]);
  });

  it('refuses orWhere, which would widen the tenant condition', async () => {
    await expect(sut.namesOr({ businessId: a })).rejects.toThrow('cannot be widened with orWhere');
  });
});
