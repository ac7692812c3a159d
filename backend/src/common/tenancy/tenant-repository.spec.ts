import 'reflect-metadata';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Entity, ManyToOne, PrimaryKey, Property, ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import type { TenantScope } from '../http/authenticated-request';
import { TenantOwned } from './tenant-owned';
import { reachableClient, TenantRepository } from './tenant-repository';

/* Entities of this test only: an owner, a row it owns directly, and a client-private row owned through the client. */

@Entity({ tableName: 'probe_owners' })
class ProbeOwner {
  @PrimaryKey({ type: 'uuid' })
  id!: string;
}

@Entity({ tableName: 'probe_clients' })
@TenantOwned('coach')
class ProbeClient {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => ProbeOwner)
  coach!: ProbeOwner;

  @Property({ nullable: true })
  name?: string;
}

@Entity({ tableName: 'probe_notes' })
@TenantOwned('client.coach', { client: 'client' })
class ProbeNote {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => ProbeClient)
  client!: ProbeClient;

  @Property()
  text!: string;
}

@Entity({ tableName: 'probe_untenanted' })
class ProbeUntenanted {
  @PrimaryKey({ type: 'uuid' })
  id!: string;
}

const A: TenantScope = { businessId: '00000000-0000-4000-8000-00000000000a' };
const B: TenantScope = { businessId: '00000000-0000-4000-8000-00000000000b' };
const CLIENT_OF_A = '00000000-0000-4000-8000-0000000000c1';
const CLIENT_OF_B = '00000000-0000-4000-8000-0000000000c2';

/** Exposes the protected operations as a subclass would use them. */
class ProbeClients extends TenantRepository<ProbeClient> {
  constructor(em: EntityManager) {
    super(em, ProbeClient);
  }
  add = (tenant: TenantScope, data: Partial<ProbeClient> & { id: string }) => this.create(tenant, data as never);
  drop = (tenant: TenantScope, entity: ProbeClient) => this.remove(tenant, entity);
  raw = (tenant: TenantScope, text: string) => this.sql(tenant, text);
  builder = (tenant: TenantScope) => this.qb(tenant, 'c');
}

class ProbeNotes extends TenantRepository<ProbeNote> {
  constructor(em: EntityManager) {
    super(em, ProbeNote);
  }
  add = (tenant: TenantScope, data: { id: string; client: ProbeClient | string; text: string }) => this.create(tenant, data as never);
  builder = (tenant: TenantScope) => this.qb(tenant, 'n');
}

describe(TenantRepository.name, () => {
  let orm: MikroORM;
  let em: EntityManager;

  beforeAll(() => {
    // Metadata only: the constructor does not connect, and nothing here reaches a database.
    orm = new MikroORM({
      clientUrl: 'postgres://nobody@127.0.0.1:1/none',
      entities: [ProbeOwner, ProbeClient, ProbeNote, ProbeUntenanted],
      metadataProvider: ReflectMetadataProvider,
      allowGlobalContext: true,
    });
  });
  afterAll(() => orm.close(true));
  beforeEach(() => {
    em = orm.em.fork();
  });

  it('cannot be built for an entity that does not declare its tenant path', () => {
    class Untenanted extends TenantRepository<ProbeUntenanted> {
      constructor(manager: EntityManager) {
        super(manager, ProbeUntenanted);
      }
    }
    expect(() => new Untenanted(em)).toThrow('ProbeUntenanted is not @TenantOwned: it cannot have a TenantRepository');
  });

  describe('sql', () => {
    it('refuses SQL that does not bind the business as :tenant, before it reaches the database', () => {
      const sut = new ProbeClients(em);
      expect(() => sut.raw(A, 'select * from probe_clients')).toThrow('ProbeClients: tenant-scoped SQL must bind :tenant');
      expect(() => sut.raw(A, 'select * from probe_clients where coach_id = :tenantId')).toThrow('must bind :tenant');
      // A cast (`::tenant`) is not the parameter.
      expect(() => sut.raw(A, "select 'x'::tenant from probe_clients")).toThrow('must bind :tenant');
    });

    it('runs SQL that binds :tenant, with the business as its value', async () => {
      const execute = jest.spyOn(em, 'execute').mockResolvedValue([] as never);
      await new ProbeClients(em).raw(A, 'select * from probe_clients where coach_id = :tenant');
      expect(execute).toHaveBeenCalledWith(
        'select * from probe_clients where coach_id = :tenant',
        { tenant: A.businessId, ownClient: null, reachable: null },
        'all',
      );
    });

    it('binds the client records the tenant reaches as :reachable, and refuses :ownClient to a staff member with assignments', async () => {
      const execute = jest.spyOn(em, 'execute').mockResolvedValue([] as never);
      const sut = new ProbeClients(em);
      const text = `select * from probe_notes n where n.coach_id = :tenant and ${reachableClient('n.client_id')}`;
      await sut.raw({ ...A, clientId: CLIENT_OF_A }, text);
      expect(execute).toHaveBeenLastCalledWith(text, { tenant: A.businessId, ownClient: CLIENT_OF_A, reachable: `{${CLIENT_OF_A}}` }, 'all');
      await sut.raw({ ...A, clientIds: [CLIENT_OF_A, CLIENT_OF_B] }, text);
      expect(execute).toHaveBeenLastCalledWith(text, { tenant: A.businessId, ownClient: null, reachable: `{${CLIENT_OF_A},${CLIENT_OF_B}}` }, 'all');
      expect(() => sut.raw({ ...A, clientIds: [CLIENT_OF_A] }, 'select * from probe_notes where coach_id = :tenant and client_id = :ownClient')).toThrow(
        'narrow client-private rows with reachableClient(), not :ownClient',
      );
    });
  });

  describe('create', () => {
    it('fills a direct owner from the tenant, and refuses a row of another business', () => {
      const sut = new ProbeClients(em);
      const own = sut.add(A, { id: CLIENT_OF_A });
      expect(own.coach.id).toBe(A.businessId);
      expect(() => sut.add(A, { id: crypto.randomUUID(), coach: B.businessId as never })).toThrow('ProbeClient: the row belongs to another business');
      expect(() => sut.add(A, { id: crypto.randomUUID(), coach: em.getReference(ProbeOwner, B.businessId) })).toThrow('belongs to another business');
    });

    it('accepts a row owned through a parent found in the tenant, and refuses one through a bare id or a foreign parent', () => {
      const clients = new ProbeClients(em);
      const notes = new ProbeNotes(em);
      const ownClient = clients.add(A, { id: CLIENT_OF_A });
      expect(notes.add(A, { id: crypto.randomUUID(), client: ownClient, text: 'mine' }).client).toBe(ownClient);
      expect(() => notes.add(A, { id: crypto.randomUUID(), client: crypto.randomUUID(), text: 'bare' })).toThrow(
        'ProbeNote: reach client.coach through a record found in the tenant, not a bare id',
      );
      expect(() => notes.add(B, { id: crypto.randomUUID(), client: ownClient, text: 'theirs' })).toThrow('ProbeNote: the row belongs to another business');
    });

    // em.create() would persist on create (persistOnCreate), before the owner check: the base creates unpersisted.
    it('stages nothing it refused', () => {
      const sut = new ProbeClients(em);
      expect(() => sut.add(A, { id: crypto.randomUUID(), coach: B.businessId as never })).toThrow();
      expect(em.getUnitOfWork().getPersistStack().size).toBe(0);
    });
  });

  it('refuses to remove a row of another business', () => {
    const sut = new ProbeClients(em);
    const theirs = em.create(ProbeClient, { id: crypto.randomUUID(), coach: B.businessId });
    expect(() => sut.drop(A, theirs)).toThrow('ProbeClient: the row belongs to another business');
    expect(em.getUnitOfWork().getRemoveStack().size).toBe(0);
  });

  describe('qb', () => {
    it('starts narrowed to the tenant, and a later where only adds to that', () => {
      const sql = new ProbeClients(em).builder(A).where({ name: 'x' }).getFormattedQuery();
      expect(sql).toContain(`"c"."coach_id" = '${A.businessId}'`);
      expect(sql).toContain(`"c"."name" = 'x'`);
      // An attempt to widen it keeps the tenant condition.
      const widened = new ProbeClients(em)
        .builder(A)
        .where({ $or: [{ coach: B.businessId }, { coach: { $ne: null } }] })
        .getFormattedQuery();
      expect(widened).toContain(`"c"."coach_id" = '${A.businessId}'`);
    });

    it('narrows a client user to their own client-private rows', () => {
      const sql = new ProbeNotes(em).builder({ ...A, clientId: CLIENT_OF_A }).getFormattedQuery();
      expect(sql).toContain(`'${A.businessId}'`);
      expect(sql).toContain(`"n"."client_id" = '${CLIENT_OF_A}'`);
    });

    it("narrows a staff member with assigned clients to those clients' rows", () => {
      const sql = new ProbeNotes(em).builder({ ...A, clientIds: [CLIENT_OF_A, CLIENT_OF_B] }).getFormattedQuery();
      expect(sql).toContain(`'${A.businessId}'`);
      expect(sql).toContain(`"n"."client_id" in ('${CLIENT_OF_A}', '${CLIENT_OF_B}')`);
    });
  });
});
