import type { SignedInUser } from './factories';
import type { TestApp } from './test-app';

/**
 * A group session of `coach` made through the API: 'Saturday HIIT', in person, three days ahead, an hour long, two
 * seats and a price of 20 unless the overrides say otherwise.
 */
export async function createGroupSession(t: TestApp, coach: SignedInUser, overrides: Record<string, unknown> = {}): Promise<{ id: string }> {
  const response = await t
    .http()
    .post('/api/meetings')
    .set(coach.auth)
    .send({
      title: 'Saturday HIIT',
      scheduledAt: new Date(Date.now() + 72 * 3_600_000).toISOString(),
      duration: 60,
      appointmentType: 'in_person',
      type: 'group_session',
      maxParticipants: 2,
      price: 20,
      ...overrides,
    });
  if (response.status !== 201) throw new Error(`create group session failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
