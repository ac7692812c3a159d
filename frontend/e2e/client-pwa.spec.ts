import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import type { PushPayload } from '@coachcore/domain';
import { localPushService } from './push-endpoint';
import { apiPost, linkClientAccount, querySql, registerAccount, signUpAndStore, storeSession, toast } from './support';

// These tests are about the portal's service worker: allowed here (the other specs run without one).
test.use({ serviceWorkers: 'allow' });
// Installing the worker precaches the app beside the page's own loading: slower than a plain visit on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A coach, their client with an account (signed in in its own browser context), and a workout planned for the client. */
async function coachAndClient(page: Page, browser: Browser, dates: string[]) {
  await signUpAndStore(page, 'business');
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin, serviceWorkers: 'allow' });
  const person = await context.newPage();
  const account = await registerAccount(person, 'client', 'Olivia');
  const client = await apiPost(page, '/api/clients', { firstName: 'Olivia', lastName: 'Offline', email: account.email });
  await linkClientAccount(account.email);
  const [squat] = await querySql<{ id: string }>(`select id from exercises where coach_id is null and name = 'Push-Up'`, []);
  const workout = await apiPost(page, '/api/workouts', {
    name: 'Offline Push-Ups',
    category: 'strength',
    duration: 20,
    exercises: [{ exerciseId: squat!.id, sets: 2, reps: '10' }],
  });
  const assigned = await apiPost<{ clientWorkouts: { id: string; scheduledDate: string }[] }>(page, `/api/workouts/${workout.id}/assign`, {
    clientIds: [client.id],
    dates,
  });
  await storeSession(person, account.user, { wizardDone: true });
  return { context, person, clientId: client.id, clientWorkouts: assigned.clientWorkouts };
}

/** Waits until the portal's service worker is installed (the app precached) and controls the page. */
async function controlledByPortalWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/client');
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      { timeout: 90_000 },
    )
    .toBe(true);
}

test.describe('the client portal as an installable app', () => {
  test('/client links the manifest, registers the service worker scoped to /client and opens offline; the business shell has neither', async ({
    page,
    browser,
  }) => {
    test.slow();
    const { context, person } = await coachAndClient(page, browser, [day(0)]);
    try {
      await person.goto('/client');
      await expect(person.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({ timeout: 30_000 });
      await expect(person.locator('link[rel="manifest"]')).toHaveAttribute('href', '/client.webmanifest');
      const origin = new URL(person.url()).origin;
      await expect
        .poll(
          () =>
            person.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration('/client');
              return registration?.active ? { scope: registration.scope, script: registration.active.scriptURL } : null;
            }),
          { timeout: 90_000 },
        )
        .toEqual({ scope: `${origin}/client`, script: `${origin}/client-sw.js` });

      // The dashboard, where sign-in lands, is the worker's too: loaded again under it, then offline, it still opens.
      await controlledByPortalWorker(person);
      await person.reload();
      await expect(person.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
      await context.setOffline(true);
      await person.reload();
      await expect(person.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
      await expect(person.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await context.setOffline(false);

      const manifest = await person.request.get('/client.webmanifest');
      expect(manifest.status()).toBe(200);
      const body = (await manifest.json()) as { start_url: string; scope: string; display: string; icons: { src: string; sizes: string }[] };
      expect(body).toMatchObject({ start_url: '/client', scope: '/client', display: 'standalone' });
      expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      for (const icon of body.icons) {
        const image = await person.request.get(icon.src);
        expect(image.status(), icon.src).toBe(200);
        expect(image.headers()['content-type']).toBe('image/png');
      }

      // The coach's business shell: no manifest, no service worker.
      await page.goto('/dashboard');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('a workout logged offline waits on the device and arrives once when the connection returns, also after the page was closed', async ({
    page,
    browser,
  }) => {
    // Two pages, a reload offline and two outbox flushes while the worker precaches: minutes on a busy machine.
    test.setTimeout(360_000);
    const { context, person, clientId, clientWorkouts } = await coachAndClient(page, browser, [day(0), day(1)]);
    try {
      await person.goto('/client/workouts');
      await controlledByPortalWorker(person);
      // Loaded again under the worker: the plan's answer is now kept for offline use.
      await person.reload();
      const today = person.getByRole('article', { name: 'Offline Push-Ups, Today' });
      await expect(today).toBeVisible();

      // Offline, the portal still opens with the last data.
      await context.setOffline(true);
      await person.reload();
      await expect(today).toBeVisible();
      await expect(person.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

      await today.getByRole('button', { name: 'Log Workout' }).click();
      const dialog = person.getByRole('dialog', { name: 'Log Offline Push-Ups' });
      await dialog.getByLabel('Push-Up set 1 reps').fill('12');
      await dialog.getByLabel('Notes').fill('Logged on the train');
      await dialog.getByRole('button', { name: 'Log Workout' }).click();
      await expect(toast(person)).toContainText('Saved offline');
      await expect(today.getByText('Saved offline, waiting to send')).toBeVisible();
      await expect(person.getByRole('status').filter({ hasText: '1 entry saved on this device (Offline Push-Ups)' })).toBeVisible();
      const logged = () =>
        querySql<{ status: string; key: string | null; logs: string }>(
          `select cw.status, cw.log_idempotency_key as key, (select count(*) from workout_logs l where l.client_workout_id = cw.id) as logs
             from client_workouts cw where cw.id = $1`,
          [clientWorkouts[0]!.id],
        );
      expect((await logged())[0]).toMatchObject({ status: 'scheduled', logs: '0' });

      // Back online: sent at once, and the plan shows it done.
      await context.setOffline(false);
      await expect(today.getByText('Completed')).toBeVisible();
      await expect(person.getByRole('status').filter({ hasText: 'saved on this device' })).toHaveCount(0);
      const [sent] = await logged();
      expect(sent).toMatchObject({ status: 'completed', logs: '1' });
      expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);

      // The second workout, logged offline, and the page closed before the connection returns.
      await person.reload();
      const tomorrow = person.getByRole('article', { name: /^Offline Push-Ups, (?!Today)/ });
      await expect(tomorrow).toBeVisible();
      await context.setOffline(true);
      await tomorrow.getByRole('button', { name: 'Log Workout' }).click();
      await person.getByRole('dialog', { name: 'Log Offline Push-Ups' }).getByRole('button', { name: 'Log Workout' }).click();
      await expect(toast(person)).toContainText('Saved offline');
      await person.close();
      await context.setOffline(false);

      const reopened = await context.newPage();
      await reopened.goto('/client/workouts');
      await expect(reopened.getByRole('article', { name: /^Offline Push-Ups, (?!Today)/ }).getByText('Completed')).toBeVisible();
      const rows = await querySql<{ status: string; logs: string }>(
        `select cw.status, (select count(*) from workout_logs l where l.client_workout_id = cw.id) as logs from client_workouts cw where cw.id = $1`,
        [clientWorkouts[1]!.id],
      );
      expect(rows[0]).toEqual({ status: 'completed', logs: '1' });
      // Each session recorded once: one workout_completed event per logged workout.
      const events = await querySql<{ count: string }>(`select count(*) from outbox_events where name = 'workout_completed' and payload->>'clientId' = $1`, [
        clientId,
      ]);
      expect(events[0]!.count).toBe('2');
    } finally {
      await context.close();
    }
  });
  test('a client turns a kind of notification off in their profile: a coach’s message then pushes nothing, an assigned workout still does', async ({
    page,
    browser,
  }) => {
    const push = await localPushService();
    const { context, person, clientId } = await coachAndClient(page, browser, [day(0)]);
    try {
      await apiPost(person, '/api/client/push/subscriptions', push.subscription);
      await person.goto('/client/profile');
      const messages = person.getByRole('switch', { name: 'New message from my coach' });
      await expect(messages).toBeChecked();
      await messages.click();
      await expect(toast(person)).toContainText('Notification preferences saved');
      await person.reload();
      await expect(person.getByRole('switch', { name: 'New message from my coach' })).not.toBeChecked();
      await expect(person.getByRole('switch', { name: 'Workout assigned' })).toBeChecked();

      // The message goes first; the workout's push, queued after it, proves the sending ran.
      await apiPost(page, '/api/messages', { receiverId: clientId, content: 'No buzz for this one' });
      const [pushUp] = await querySql<{ id: string }>(`select id from exercises where coach_id is null and name = 'Push-Up'`, []);
      const workout = await apiPost(page, '/api/workouts', {
        name: 'Evening Push-Ups',
        category: 'strength',
        duration: 15,
        exercises: [{ exerciseId: pushUp!.id, sets: 1, reps: '12' }],
      });
      await apiPost(page, `/api/workouts/${workout.id}/assign`, { clientIds: [clientId], dates: [day(1)] });
      await expect.poll(push.count, { timeout: 60_000 }).toBe(1);
      expect((JSON.parse(push.text(0)) as PushPayload).kind).toBe('workoutAssigned');
    } finally {
      await context.close();
      await push.close();
    }
  });

  test("a coach's message reaches the portal's service worker as a push: it shows the notification, and a tap opens Messages", async ({ page, browser }) => {
    test.slow();
    const push = await localPushService();
    const { context, person, clientId } = await coachAndClient(page, browser, [day(0)]);
    try {
      // The portal open at its start page, the dashboard (inside the worker's scope, /client).
      await person.goto('/client');
      await expect(person.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible({ timeout: 30_000 });
      await controlledByPortalWorker(person);
      const origin = new URL(person.url()).origin;
      await context.grantPermissions(['notifications'], { origin });

      // The device subscribes (a subscription of the local push service), and the coach writes: the server pushes.
      await apiPost(person, '/api/client/push/subscriptions', push.subscription);
      await apiPost(page, '/api/messages', { receiverId: clientId, content: 'Great job this week' });
      await expect.poll(push.count, { timeout: 60_000 }).toBe(1);
      const text = push.text(0);
      expect(JSON.parse(text) as PushPayload).toEqual({
        title: 'New message from your coach',
        body: 'Open your messages to read it.',
        url: '/client/messages',
        tag: 'new-message',
        kind: 'newMessage',
      });

      // What the push service would hand the browser: delivered to the portal's registration through DevTools.
      const cdp = await context.newCDPSession(person);
      const registrations = new Map<string, string>();
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
        for (const registration of updated) if (!registration.isDeleted) registrations.set(registration.scopeURL, registration.registrationId);
      });
      await cdp.send('ServiceWorker.enable');
      await expect.poll(() => registrations.get(`${origin}/client`)).toBeTruthy();
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: registrations.get(`${origin}/client`)!, data: text });

      const shown = () =>
        person.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/client');
          const notifications = (await registration?.getNotifications()) ?? [];
          return notifications.map((notification) => ({
            title: notification.title,
            body: notification.body,
            tag: notification.tag,
            data: notification.data as unknown,
          }));
        });
      await expect
        .poll(shown)
        .toEqual([{ title: 'New message from your coach', body: 'Open your messages to read it.', tag: 'new-message', data: { url: '/client/messages' } }]);
      // The lock screen shows nothing of what the coach wrote.
      expect(JSON.stringify(await shown())).not.toContain('Great job');

      // A tap: Chromium has no way to click a notification from a test, so the worker is handed the click event the
      // browser would dispatch for it. The portal's open window is taken to Messages and the notification closes.
      const worker = context.serviceWorkers().find((candidate) => candidate.url() === `${origin}/client-sw.js`);
      expect(worker).toBeDefined();
      await worker!.evaluate(async () => {
        const scope = globalThis as unknown as EventTarget & {
          registration: ServiceWorkerRegistration;
          NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        };
        const [notification] = await scope.registration.getNotifications({ tag: 'new-message' });
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
      });
      await expect(person).toHaveURL(`${origin}/client/messages`);
      await expect(person.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect.poll(shown).toEqual([]);
    } finally {
      await context.close();
      await push.close();
    }
  });
});
