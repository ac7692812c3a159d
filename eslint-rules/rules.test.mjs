// Tests of the coachcore lint rules (`npm run lint` runs them before ESLint itself): each rule on its own with
// RuleTester, then the repository's real eslint.config.mjs on probe files, as a module author would write them.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import coachcore from './index.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
RuleTester.afterAll = after;

const ruleTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const rules = coachcore.rules;

ruleTester.run('no-data-access-outside-repositories', rules['no-data-access-outside-repositories'], {
  valid: [
    'const done = items.find((item) => item.done);',
    'await this.clients.findById(tenant, id);',
    'await this.uow.save();',
    'this.em.persist(entity); await this.em.flush();',
    'const ref = this.em.getReference(Client, id);',
    'await this.goals.count(tenant, where);',
  ],
  invalid: [
    { code: 'await this.em.find(Client, {});', errors: [{ messageId: 'entityManager', data: { method: 'find' } }] },
    { code: 'await this.em.findOne(Client, { id });', errors: [{ messageId: 'entityManager' }] },
    { code: 'await this.em.findOneOrFail(Client, id);', errors: [{ messageId: 'entityManager' }] },
    { code: 'await em.count(Client, {});', errors: [{ messageId: 'entityManager' }] },
    { code: 'await this.em.nativeUpdate(Habit, { id }, { isActive: false });', errors: [{ messageId: 'entityManager' }] },
    { code: 'await tx.nativeDelete(Habit, { id });', errors: [{ messageId: 'entityManager' }] },
    { code: 'await this.orm.em.fork().find(Client, {});', errors: [{ messageId: 'entityManager' }] },
    { code: 'await (em ?? this.em).findOne(Client, { id });', errors: [{ messageId: 'entityManager' }] },
    { code: "this.em.createQueryBuilder(Client, 'c');", errors: [{ messageId: 'entityManager' }] },
    { code: "await this.em.execute('select 1');", errors: [{ messageId: 'raw', data: { method: 'execute' } }] },
    { code: "await qb.execute('all');", errors: [{ messageId: 'raw' }] },
    { code: "await this.orm.em.getConnection().execute('delete from x');", errors: [{ messageId: 'raw' }, { messageId: 'raw' }] },
  ],
});

ruleTester.run('no-entity-repository', rules['no-entity-repository'], {
  valid: [
    'class ClientsRepository extends TenantRepository<Client> {}',
    "@Entity({ tableName: 'clients' }) class Client {}",
    'const repository = this.clients;',
  ],
  invalid: [
    { code: 'class ClientsRepository extends EntityRepository<Client> {}', errors: [{ messageId: 'extends' }] },
    { code: 'class ClientsRepository extends orm.EntityRepository<Client> {}', errors: [{ messageId: 'extends' }] },
    { code: "@Entity({ tableName: 'clients', repository: () => ClientsRepository }) class Client {}", errors: [{ messageId: 'entityOption' }] },
    { code: 'this.em.getRepository(Client).findInTenant(tenant, id);', errors: [{ messageId: 'getRepository' }] },
    { code: 'tx.getRepository(Client);', errors: [{ messageId: 'getRepository' }] },
  ],
});

ruleTester.run('tenant-first', rules['tenant-first'], {
  valid: [
    {
      code: `class GoalsRepository extends TenantRepository<Goal> {
        constructor(em: EntityManager) { super(em, Goal); }
        findById(tenant: TenantScope, id: string) { return this.findOne(tenant, { id }); }
        listed = (tenant: TenantScope) => this.find(tenant, {});
        protected helper(id: string) { return id; }
        private other(id: string) { return id; }
        #inner(id: string) { return id; }
        /** Every business's overdue goals, for the nightly job. @crossTenant the job sweeps all businesses */
        overdue(at: Date) { return this.acrossTenants.find({ targetDate: { $lt: at } }); }
      }`,
      filename: 'backend/src/modules/clients/goals.repository.ts',
    },
    {
      code: `/**
       * The sign-in sessions of every user.
       * @platformData sessions belong to users, not to a business
       */
      @Injectable()
      export class SessionsRepository {
        constructor(private readonly em: EntityManager) {}
        findByToken(hash: string) { return hash; }
      }`,
      filename: 'backend/src/modules/auth/sessions.repository.ts',
    },
    { code: 'export class ClientCsv { parse(text: string) { return text; } }', filename: 'backend/src/modules/clients/client-csv.service.ts' },
  ],
  invalid: [
    {
      code: `class GoalsRepository extends TenantRepository<Goal> {
        findById(id: string) { return id; }
      }`,
      filename: 'backend/src/modules/clients/goals.repository.ts',
      errors: [{ messageId: 'tenantFirst', data: { name: 'findById' } }],
    },
    {
      code: `class GoalsRepository extends TenantRepository<Goal> {
        byId = (id: string) => id;
        public all() { return []; }
      }`,
      filename: 'backend/src/modules/clients/goals.repository.ts',
      errors: [{ messageId: 'tenantFirst' }, { messageId: 'tenantFirst' }],
    },
    {
      code: `class GoalsRepository extends TenantRepository<Goal> {
        /** @crossTenant */
        overdue(at: Date) { return at; }
      }`,
      filename: 'backend/src/modules/clients/goals.repository.ts',
      errors: [{ messageId: 'crossTenantReason' }],
    },
    {
      code: '@Injectable() export class GoalsRepository { constructor(private readonly em: EntityManager) {} }',
      filename: 'backend/src/modules/clients/goals.repository.ts',
      errors: [{ messageId: 'platformData', data: { name: 'GoalsRepository' } }],
    },
    {
      code: '/** Users. @platformData */ export class UsersRepository {}',
      filename: 'backend/src/modules/users/users.repository.ts',
      errors: [{ messageId: 'platformData' }],
    },
  ],
});

describe('eslint.config.mjs on probe files', () => {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const eslint = new ESLint({ cwd: root });
  const problems = async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.map((message) => message.ruleId);
  };

  it('refuses em.find in a service, and lets its repository do it', async () => {
    const service = `import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from './entities/client.entity';
export class ProbeService {
  constructor(private readonly em: EntityManager) {}
  all() { return this.em.find(Client, {}); }
}
`;
    assert.deepEqual(await problems('backend/src/modules/clients/probe.service.ts', service), ['coachcore/no-data-access-outside-repositories']);
    assert.deepEqual(await problems('backend/src/modules/clients/probe.int-spec.ts', service), []);
  });

  it('refuses a tenant-free method of a TenantRepository', async () => {
    const repository = `import { EntityManager } from '@mikro-orm/postgresql';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { TenantScope } from '../../common/http/authenticated-request';
import { ProgressPhoto } from './entities/progress-photo.entity';
export class ProbeRepository extends TenantRepository<ProgressPhoto> {
  constructor(em: EntityManager) { super(em, ProgressPhoto); }
  byId(tenant: TenantScope, id: string) { return this.findOne(tenant, { id }); }
  anyById(id: string) { return this.acrossTenants.findOne({ id }); }
}
`;
    assert.deepEqual(await problems('backend/src/modules/progress-photos/probe.repository.ts', repository), ['coachcore/tenant-first']);
  });

  it("refuses another module's repository, and allows its service, entities and DTOs", async () => {
    const importing = (
      what,
      from = '../clients/',
    ) => `import { ${what} } from '${from}${what === 'ClientsRepository' ? 'clients.repository' : 'clients.service'}';
export const probe = ${what};
`;
    assert.deepEqual(await problems('backend/src/modules/dashboard/probe.service.ts', importing('ClientsRepository')), ['import-x/no-restricted-paths']);
    assert.deepEqual(await problems('backend/src/modules/dashboard/probe.service.ts', importing('ClientsService')), []);
    const internals = `import { ClientsController } from '../clients/clients.controller';
import { Client } from '../clients/entities/client.entity';
import { toClientResponse } from '../clients/dto/client.dto';
export const probe = [ClientsController, Client, toClientResponse];
`;
    assert.deepEqual(await problems('backend/src/modules/dashboard/probe.service.ts', internals), ['import-x/no-restricted-paths']);
    // Inside its own module, a service uses its repository.
    assert.deepEqual(await problems('backend/src/modules/clients/probe.service.ts', importing('ClientsRepository', './')), []);
  });

  it('refuses extends EntityRepository and @Entity({ repository })', async () => {
    const entity = `import { EntityRepository } from '@mikro-orm/postgresql';
import { Entity, PrimaryKey } from '@mikro-orm/decorators/legacy';
export class ProbeRepository extends EntityRepository<Probe> {}
@Entity({ tableName: 'probes', repository: () => ProbeRepository })
export class Probe {
  @PrimaryKey({ type: 'uuid' })
  id!: string;
}
`;
    assert.deepEqual(await problems('backend/src/modules/clients/entities/probe.entity.ts', entity), [
      'coachcore/no-entity-repository',
      'coachcore/no-entity-repository',
    ]);
  });
});
