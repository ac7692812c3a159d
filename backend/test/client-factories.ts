import { randomBytes } from 'node:crypto';
import type { TestApp } from './test-app';
import { createUserWithRole, registerUser, type SignedInUser } from './factories';

export async function createClient(t: TestApp, coach: SignedInUser, overrides: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const body = {
    firstName: 'Casey',
    lastName: 'Client',
    email: `client-${randomBytes(4).toString('hex')}@example.com`,
    phone: '+1 555 0199',
    fitnessGoal: 'weight_loss',
    ...overrides,
  };
  const response = await t.http().post('/api/clients').set(coach.auth).send(body);
  if (response.status !== 201) throw new Error(`create client failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { id: response.body.id, email: response.body.email };
}

/** A staff member of `business` with the given permissions. */
export async function createStaff(t: TestApp, business: SignedInUser, permissions: string[]): Promise<SignedInUser> {
  const staff = await createUserWithRole(t, 'staff');
  await t.sql(
    'insert into business_staff (id, business_id, staff_id, permissions, is_active, joined_at, created_at) values (gen_random_uuid(), $1, $2, $3, true, now(), now())',
    [business.id, staff.id, permissions],
  );
  return staff;
}

/** A client user whose sign-in is linked to a client record of `coach`. */
export async function createClientUser(t: TestApp, coach: SignedInUser): Promise<SignedInUser & { clientId: string }> {
  const user = await registerUser(t, { role: 'client' });
  const client = await createClient(t, coach, { email: user.email });
  await t.sql('update clients set user_id = $1 where id = $2', [user.id, client.id]);
  return { ...user, clientId: client.id };
}
