import { createClient, createStaff } from '../../../test/client-factories';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { connectSocket, listening, nextEvent } from '../../../test/sockets';
import { createTestApp, type TestApp } from '../../../test/test-app';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('meetings: the business side’s open calendars hear schedule:changed', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await registerUser(t);
    clientId = (await createClient(t, coach)).id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('reaches staff who may see the schedule (schedule_sessions, without send_messages) on a create and a move; not staff without it', async () => {
    const baseUrl = await listening(t);
    const scheduler = await createStaff(t, coach, ['schedule_sessions']);
    const messenger = await createStaff(t, coach, ['send_messages', 'client_management']);
    const watcher = await connectSocket(baseUrl, { token: scheduler.token });
    const owner = await connectSocket(baseUrl, { token: coach.token });
    const outsider = await connectSocket(baseUrl, { token: messenger.token });
    const heardByOutsider: unknown[] = [];
    outsider.on('schedule:changed', (payload: unknown) => heardByOutsider.push(payload));
    try {
      const created = nextEvent(watcher, 'schedule:changed');
      const ownerHeard = nextEvent(owner, 'schedule:changed');
      const meeting = await t
        .http()
        .post('/api/meetings')
        .set(coach.auth)
        .send({ clientId, title: 'Check-in call', appointmentType: 'phone', scheduledAt: inHours(24), duration: 30 })
        .expect(201);
      expect(await created).toEqual({ businessId: coach.id });
      expect(await ownerHeard).toEqual({ businessId: coach.id });

      const moved = nextEvent(watcher, 'schedule:changed');
      await t
        .http()
        .patch(`/api/meetings/${meeting.body.id as string}`)
        .set(coach.auth)
        .send({ scheduledAt: inHours(30) })
        .expect(200);
      expect(await moved).toEqual({ businessId: coach.id });
      expect(heardByOutsider).toEqual([]);
      // The same check as HTTP: the staff member who hears it may read the calendar, the other may not.
      await t.http().get('/api/meetings').set(scheduler.auth).expect(200);
      await t.http().get('/api/meetings').set(messenger.auth).expect(403);
    } finally {
      watcher.close();
      owner.close();
      outsider.close();
    }
  });
});
