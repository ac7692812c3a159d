import { EntityManager } from '@mikro-orm/postgresql';
import { HABIT_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { runInContext } from '../../infra/queues/run-in-context';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { registerUser, type SignedInUser } from '../../../test/factories';
import { createClientUser } from '../../../test/client-factories';
import { assignHabit } from '../../../test/workout-factories';
import { HabitRemindersRepository } from './habit-reminders.repository';
import { HabitRemindersService } from './habit-reminders.service';

const TOKYO = 'Asia/Tokyo';
/** A day (YYYY-MM-DD) `offset` days from `day`. */
const shift = (day: string, offset: number) => new Date(Date.parse(`${day}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
/** Today's date in Tokyo. */
const tokyoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO }).format(new Date());

/**
 * The minute's habit reminder pass, run by hand at chosen instants (the worker's schedule runs it with the time of its
 * tick): which reminders come due, in the client's own time zone, once per day; and the client's reminder setting.
 */
describe('habit reminders (HTTP and the reminder pass)', () => {
  let t: TestApp;
  let coach: SignedInUser;
  let client: SignedInUser & { clientId: string };
  let service: HabitRemindersService;

  beforeAll(async () => {
    t = await createTestApp();
    // The pass belongs to the worker side, which this app does not start: built here on the app's own services.
    service = new HabitRemindersService(new HabitRemindersRepository(t.app.get(EntityManager)), t.app.get(DomainEvents), t.app.get(UnitOfWork));
  });
  beforeEach(async () => {
    coach = await registerUser(t);
    client = await createClientUser(t, coach);
    await t.sql('update users set time_zone = $1 where id = $2', [TOKYO, client.id]);
  });
  afterAll(() => t.close());

  const pass = (at: Date) => runInContext(t.app.get(EntityManager), () => service.remindDue(at));
  /**
   * Runs the pass at a wall-clock time and answers the names of the habits it reminded this client of (other tests'
   * businesses share the database, so the pass's own count covers theirs too).
   */
  const remindedAt = async (local: string, clientId = client.clientId, timeZone = TOKYO) => {
    const before = (await dueEvents(clientId)).length;
    await pass(await instant(local, timeZone));
    return (await dueEvents(clientId))
      .slice(before)
      .map((row) => row.payload.habitName)
      .sort();
  };
  /** The instant a wall-clock time ('YYYY-MM-DD HH:MM') of a time zone stands for. */
  const instant = async (local: string, timeZone = TOKYO) =>
    (await t.sql<{ at: Date }>('select ($1::timestamp at time zone $2) as at', [local, timeZone]))[0]!.at;
  const dueEvents = (clientId: string) =>
    t.sql<{ payload: Record<string, string> }>(
      `select payload from outbox_events where name = 'habit_reminder_due' and payload->>'clientId' = $1 order by created_at, id`,
      [clientId],
    );
  /** A habit assigned to the clients with a reminder (08:00 unless said). */
  const habitFor = (clients: string[], options: { name?: string; frequency?: string; startDate: string; reminderTime?: string }) =>
    assignHabit(t, coach, clients, {
      template: { ...(options.name && { name: options.name }), ...(options.frequency && { frequency: options.frequency }) },
      startDate: options.startDate,
      reminderTime: options.reminderTime ?? '08:00',
    });

  it('lets the client set and switch off a reminder of their own habits only, in HH:MM', async () => {
    const today = tokyoToday();
    const habitId = (await habitFor([client.clientId], { startDate: shift(today, -1), reminderTime: '' })).get(client.clientId)!;
    const [listed] = (await t.http().get(`/api/client/habits?date=${today}`).set(client.auth).expect(200)).body;
    expect(listed).toMatchObject({ id: habitId, reminderTime: null, reminderEnabled: false });

    const set = await t.http().put(`/api/client/habits/${habitId}/reminder`).set(client.auth).send({ reminderTime: '07:30' }).expect(200);
    expect(set.body).toMatchObject({ id: habitId, reminderTime: '07:30', reminderEnabled: true });
    for (const body of [{ reminderTime: '7:30' }, { reminderTime: '24:00' }, { reminderTime: 730 }, {}]) {
      const refused = await t.http().put(`/api/client/habits/${habitId}/reminder`).set(client.auth).send(body).expect(400);
      expect(refused.body.message).toBe(HABIT_MESSAGES.invalidReminderTime);
    }
    const [kept] = await t.sql('select reminder_time, reminder_enabled from client_habits where id = $1', [habitId]);
    expect(kept).toEqual({ reminder_time: '07:30', reminder_enabled: true });

    const sameCoach = await createClientUser(t, coach);
    const otherCoach = await createClientUser(t, await registerUser(t));
    for (const other of [sameCoach, otherCoach]) {
      const hidden = await t.http().put(`/api/client/habits/${habitId}/reminder`).set(other.auth).send({ reminderTime: '09:00' }).expect(404);
      expect(hidden.body.message).toBe(HABIT_MESSAGES.clientHabitNotFound);
    }
    await t.http().put(`/api/client/habits/${habitId}/reminder`).set(coach.auth).send({ reminderTime: '09:00' }).expect(403);

    const off = await t.http().put(`/api/client/habits/${habitId}/reminder`).set(client.auth).send({ reminderTime: null }).expect(200);
    expect(off.body).toMatchObject({ reminderTime: null, reminderEnabled: false });
  });

  it('reminds once a day at the reminder time of the client’s own time zone, catching up at most 15 minutes late', async () => {
    const today = tokyoToday();
    const inUtc = await createClientUser(t, coach);
    const habits = await habitFor([client.clientId, inUtc.clientId], { startDate: shift(today, -1) });

    expect(await remindedAt(`${today} 07:59`)).toEqual([]);
    expect(await remindedAt(`${today} 08:00`)).toEqual(['Drink water']);
    expect(await remindedAt(`${today} 08:10`)).toEqual([]);
    const [event] = await dueEvents(client.clientId);
    expect(event!.payload).toEqual({
      businessId: coach.id,
      clientId: client.clientId,
      clientHabitId: habits.get(client.clientId),
      habitName: 'Drink water',
      reminderDate: today,
    });
    // 08:00 in Tokyo is 23:00 the day before in UTC: the client in UTC was not reminded.
    expect(await dueEvents(inUtc.clientId)).toHaveLength(0);

    // The next day: a pass 20 minutes late reminds of nothing, one 14 minutes late still does.
    expect(await remindedAt(`${shift(today, 1)} 08:20`)).toEqual([]);
    expect(await remindedAt(`${shift(today, 1)} 08:14`)).toEqual(['Drink water']);
    // The client in UTC, at their own 08:00.
    expect(await remindedAt(`${today} 08:00`, inUtc.clientId, 'UTC')).toEqual(['Drink water']);
    expect((await dueEvents(inUtc.clientId)).map((row) => row.payload.reminderDate)).toEqual([today]);
    const rows = await t.sql<{ reminder_date: string }>(
      `select to_char(reminder_date, 'YYYY-MM-DD') as reminder_date from habit_reminders where client_habit_id = $1 order by reminder_date`,
      [habits.get(client.clientId)],
    );
    expect(rows.map((row) => row.reminder_date)).toEqual([today, shift(today, 1)]);
  });

  it('reminds once when passes run at the same moment (several workers)', async () => {
    const today = tokyoToday();
    await habitFor([client.clientId], { startDate: today, reminderTime: '06:45' });
    const at = await instant(`${today} 06:46`);
    await Promise.all([pass(at), pass(at), pass(at), pass(at)]);
    expect(await dueEvents(client.clientId)).toHaveLength(1);
    const [rows] = await t.sql<{ count: number }>(
      'select count(*)::int as count from habit_reminders r join client_habits h on h.id = r.client_habit_id where h.client_id = $1',
      [client.clientId],
    );
    expect(rows!.count).toBe(1);
  });

  it('does not remind of a day already checked off, an ended habit, a habit not started, or a deactivated client', async () => {
    const today = tokyoToday();
    const done = (await habitFor([client.clientId], { name: 'Stretch', startDate: shift(today, -3) })).get(client.clientId)!;
    await t.http().post(`/api/client/habits/${done}/log`).set(client.auth).send({ logDate: today, completed: true }).expect(200);
    const ended = (await habitFor([client.clientId], { name: 'Walk', startDate: shift(today, -3) })).get(client.clientId)!;
    await t.http().post(`/api/client-habits/${ended}/end`).set(coach.auth).expect(200);
    await habitFor([client.clientId], { name: 'Read', startDate: shift(today, 1) });
    expect(await remindedAt(`${today} 08:00`)).toEqual([]);

    // Tomorrow the checked-off habit and the new one are due, unless the client was deactivated.
    await t.sql('update clients set is_active = false where id = $1', [client.clientId]);
    expect(await remindedAt(`${shift(today, 1)} 08:00`)).toEqual([]);
    await t.sql('update clients set is_active = true where id = $1', [client.clientId]);
    expect(await remindedAt(`${shift(today, 1)} 08:00`)).toEqual(['Read', 'Stretch']);
  });

  it('reminds of a weekly habit on its start’s weekday, unless it was done earlier that week', async () => {
    const today = tokyoToday();
    const weekly = (await habitFor([client.clientId], { name: 'Meal prep', frequency: 'weekly', startDate: shift(today, -7) })).get(client.clientId)!;
    expect(await remindedAt(`${shift(today, 1)} 08:00`)).toEqual([]);
    await t.http().post(`/api/client/habits/${weekly}/log`).set(client.auth).send({ logDate: today, completed: true }).expect(200);
    // Done today: not reminded today, but on the same weekday of the next (ISO) week.
    expect(await remindedAt(`${today} 08:00`)).toEqual([]);
    expect(await remindedAt(`${shift(today, 7)} 08:00`)).toEqual(['Meal prep']);
    expect((await dueEvents(client.clientId)).map((row) => row.payload.reminderDate)).toEqual([shift(today, 7)]);
  });
});
