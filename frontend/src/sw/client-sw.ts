/// <reference lib="webworker" />
/**
 * The client portal's service worker (scope /client, registered by the portal's layout only). The scope is a prefix, so
 * it also covers the business's /clients and /client-... pages: those are left to the network untouched (navigations
 * outside the portal are not routed, and only the portal's pages have their calls kept). It makes the portal an
 * installable app that opens offline, the dashboard at /client included:
 * - the app's files are precached (their list and revisions are injected at build time by vite-plugin-pwa);
 * - portal pages and the portal's GET calls go to the network first and fall back to the last answer kept here, so
 *   online the portal reads fresh data exactly as without this worker;
 * - web push: shows the notification the server sent, and opens its page when tapped.
 * Writes are not queued here: the portal keeps workout logs and food entries made offline in its own outbox
 * (src/lib/offline-outbox.ts), sent with an idempotency key once the connection returns.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { PushPayload } from '@coachcore/domain';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

const API_CACHE = 'portal-api';
const PAGES_CACHE = 'portal-pages';
const META_CACHE = 'portal-meta';
const OWNER_KEY = '/__portal-owner';
/** The portal's pages: /client and /client/... (not the business's /clients or /client-... pages). */
const PORTAL_PAGE = /^\/client(\/|$)/;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Portal pages: the network first; offline, the page as last loaded, else the app's shell (it routes by itself). */
registerRoute(
  new NavigationRoute(new NetworkFirst({ cacheName: PAGES_CACHE, networkTimeoutSeconds: 6, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }), {
    allowlist: [PORTAL_PAGE],
  }),
);

/** Calls whose answers are not data to reread offline: files, downloads and the live channel. */
const UNCACHED_API = /\/(download|files|socket\.io)(\/|$)|\/api\/auth\/(logout|refresh)/;

/** The portal's reads: fresh from the network while online; offline, the last answer (kept a week, 300 at most). */
const portalReads = new NetworkFirst({
  cacheName: API_CACHE,
  networkTimeoutSeconds: 8,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 })],
});

/** Whether the page that made a call is a portal page (the business's pages under the same prefix keep nothing here). */
async function fromPortalPage(event: ExtendableEvent): Promise<boolean> {
  const clientId = (event as FetchEvent).clientId;
  const page = clientId ? await self.clients.get(clientId) : undefined;
  return page !== undefined && PORTAL_PAGE.test(new URL(page.url).pathname);
}

registerRoute(
  ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/') && !UNCACHED_API.test(url.pathname),
  async (options) => ((await fromPortalPage(options.event)) ? portalReads.handle(options) : fetch(options.request)),
);

/** A navigation with neither network nor a kept copy: the precached shell, which shows the portal from kept data. */
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});

/** Another person's kept answers never show: the portal says who is signed in, and a change empties the caches. */
async function setOwner(userId: string | null): Promise<void> {
  const meta = await caches.open(META_CACHE);
  const stored = await meta.match(OWNER_KEY);
  const previous = stored ? await stored.text() : null;
  if (previous === (userId ?? '')) return;
  await Promise.all([caches.delete(API_CACHE), caches.delete(PAGES_CACHE)]);
  await meta.put(OWNER_KEY, new Response(userId ?? ''));
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; userId?: string | null } | null;
  if (data?.type === 'portal-owner') event.waitUntil(setOwner(data.userId ?? null));
});

// Signing out from the portal empties what was kept of the account.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method === 'POST' && url.origin === self.location.origin && url.pathname === '/api/auth/logout') event.waitUntil(setOwner(null));
});

/** What the server sends (`pushPayloadText`); anything missing falls back, so an odd message still shows. */
self.addEventListener('push', (event) => {
  let payload: Partial<PushPayload>;
  try {
    payload = (event.data?.json() as Partial<PushPayload> | undefined) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  const url = payload.url && PORTAL_PAGE.test(payload.url) ? payload.url : '/client';
  event.waitUntil(
    self.registration.showNotification(payload.title ?? 'CoachCore', {
      body: payload.body ?? '',
      tag: payload.tag,
      icon: '/client-icon-192.png',
      badge: '/client-icon-192.png',
      data: { url },
    }),
  );
});

/**
 * A tap opens the notification's page: in a portal window this worker controls (raised, then taken there), else in a
 * new one. A window the browser will not raise any more (the tap's allowance has run out) is still taken to the page.
 */
async function openNotificationPage(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const open = (await self.clients.matchAll({ type: 'window' })).find((client) => PORTAL_PAGE.test(new URL(client.url).pathname));
  if (open) {
    await open.focus().catch(() => undefined);
    try {
      await open.navigate(target);
      return;
    } catch {
      // Closed meanwhile, or gone out of the portal: a new window instead.
    }
  }
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPage((event.notification.data as { url?: string } | null)?.url ?? '/client'));
});
