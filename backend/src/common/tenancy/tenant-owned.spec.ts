import { ownerIdOf, tenantCondition, TenantOwned, tenantOwnership } from './tenant-owned';

const BUSINESS = 'business-a';
const CLIENT = 'client-1';

describe('tenantCondition', () => {
  it('narrows a directly owned row to the business', () => {
    expect(tenantCondition({ path: 'coach' }, { businessId: BUSINESS }, 'read')).toEqual({ coach: BUSINESS });
    expect(tenantCondition({ path: 'coach' }, { businessId: BUSINESS }, 'write')).toEqual({ coach: BUSINESS });
  });

  it('follows a dotted path through the relations', () => {
    expect(tenantCondition({ path: 'workout.coach' }, { businessId: BUSINESS }, 'read')).toEqual({ workout: { coach: BUSINESS } });
    expect(tenantCondition({ path: 'a.b.coach' }, { businessId: BUSINESS }, 'write')).toEqual({ a: { b: { coach: BUSINESS } } });
  });

  it('lets every business read shared rows (no owner) but write only its own', () => {
    const shared = { path: 'coach', shared: true };
    expect(tenantCondition(shared, { businessId: BUSINESS }, 'read')).toEqual({ $or: [{ coach: BUSINESS }, { coach: null }] });
    expect(tenantCondition(shared, { businessId: BUSINESS }, 'write')).toEqual({ coach: BUSINESS });
  });

  it("narrows a client user to their own client-private rows, and the business's staff to none of them in particular", () => {
    const photos = { path: 'client.coach', client: 'client' };
    expect(tenantCondition(photos, { businessId: BUSINESS, clientId: CLIENT }, 'read')).toEqual({
      $and: [{ client: { coach: BUSINESS } }, { client: CLIENT }],
    });
    expect(tenantCondition(photos, { businessId: BUSINESS, clientId: CLIENT }, 'write')).toEqual({
      $and: [{ client: { coach: BUSINESS } }, { client: CLIENT }],
    });
    expect(tenantCondition(photos, { businessId: BUSINESS }, 'read')).toEqual({ client: { coach: BUSINESS } });
  });

  it("narrows a staff member with assigned clients to those clients' rows, on client-private rows only", () => {
    const photos = { path: 'client.coach', client: 'client' };
    expect(tenantCondition(photos, { businessId: BUSINESS, clientIds: [CLIENT, 'client-2'] }, 'read')).toEqual({
      $and: [{ client: { coach: BUSINESS } }, { client: { $in: [CLIENT, 'client-2'] } }],
    });
    expect(tenantCondition(photos, { businessId: BUSINESS, clientIds: [CLIENT] }, 'write')).toEqual({
      $and: [{ client: { coach: BUSINESS } }, { client: CLIENT }],
    });
    expect(tenantCondition({ path: 'coach' }, { businessId: BUSINESS, clientIds: [CLIENT] }, 'read')).toEqual({ coach: BUSINESS });
  });

  it('keeps the rows without a client (group sessions) for whoever is narrowed, when the client is optional', () => {
    const meetings = { path: 'coach', client: 'client', clientOptional: true };
    expect(tenantCondition(meetings, { businessId: BUSINESS, clientIds: [CLIENT] }, 'read')).toEqual({
      $and: [{ coach: BUSINESS }, { $or: [{ client: null }, { client: CLIENT }] }],
    });
    expect(tenantCondition(meetings, { businessId: BUSINESS }, 'read')).toEqual({ coach: BUSINESS });
  });

  it('leaves the client narrowing out when asked (the ORM filter narrows to the business only)', () => {
    const photos = { path: 'client.coach', client: 'client' };
    expect(tenantCondition(photos, { businessId: BUSINESS, clientId: CLIENT }, 'read', false)).toEqual({ client: { coach: BUSINESS } });
  });

  it('ignores a client id on rows that are not client-private', () => {
    expect(tenantCondition({ path: 'coach' }, { businessId: BUSINESS, clientId: CLIENT }, 'read')).toEqual({ coach: BUSINESS });
  });
});

describe('TenantOwned', () => {
  it('declares the tenant path once, on the entity', () => {
    @TenantOwned('client.coach', { client: 'client' })
    class DeclaredOnce {}
    expect(tenantOwnership(DeclaredOnce.name)).toEqual({ path: 'client.coach', client: 'client' });
    expect(tenantOwnership('NotDeclared')).toBeUndefined();
  });

  it('refuses shared rows owned through a relation (a null owner must be a column of the row)', () => {
    expect(() => {
      @TenantOwned('workout.coach', { shared: true })
      class SharedThroughRelation {}
      return SharedThroughRelation;
    }).toThrow('SharedThroughRelation: shared rows need a direct owner column, not workout.coach');
  });
});

describe('ownerIdOf', () => {
  const path = { path: 'client.coach' };

  it('reads the owner through loaded entities, references and bare ids', () => {
    expect(ownerIdOf({ client: { coach: { id: BUSINESS } } }, path)).toBe(BUSINESS);
    expect(ownerIdOf({ client: { coach: BUSINESS } }, path)).toBe(BUSINESS);
    expect(ownerIdOf({ coach: { id: BUSINESS } }, { path: 'coach' })).toBe(BUSINESS);
  });

  it('answers null for a shared row and undefined when the path cannot be followed', () => {
    expect(ownerIdOf({ coach: null }, { path: 'coach' })).toBeNull();
    expect(ownerIdOf({ client: CLIENT }, path)).toBeUndefined();
    expect(ownerIdOf({ client: { id: CLIENT } }, path)).toBeUndefined();
    expect(ownerIdOf({}, path)).toBeUndefined();
  });
});
