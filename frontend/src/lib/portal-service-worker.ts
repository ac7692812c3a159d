import { readStoredSession } from './session';

/** The portal's service worker (built from src/sw/client-sw.ts) and what it controls: the client portal only. */
export const PORTAL_SW_URL = '/client-sw.js';
/** `/client` itself (the dashboard, where sign-in lands) and every `/client/...` page; the worker leaves the rest alone. */
export const PORTAL_SCOPE = '/client';
/** The scope of earlier builds, which left the dashboard at /client uncontrolled (so it could not open offline). */
const LEGACY_SCOPE = '/client/';
export const PORTAL_MANIFEST_URL = '/client.webmanifest';

/** The portal's app manifest, linked while the portal is open (the business and public pages carry none). */
function linkManifest(): void {
  if (document.querySelector(`link[rel="manifest"][href="${PORTAL_MANIFEST_URL}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = PORTAL_MANIFEST_URL;
  document.head.append(link);
  const theme = document.createElement('meta');
  theme.name = 'theme-color';
  theme.content = '#1976d2';
  document.head.append(theme);
}

/**
 * Registers the portal's service worker (scope /client) and tells it who is signed in, so another person's kept
 * answers never show. Called by the portal's layout; nothing else loads this file.
 */
export async function registerPortalServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  linkManifest();
  if (!('serviceWorker' in navigator)) return null;
  const legacyScope = new URL(LEGACY_SCOPE, location.origin).href;
  for (const old of await navigator.serviceWorker.getRegistrations()) if (old.scope === legacyScope) await old.unregister();
  const registration = await navigator.serviceWorker.register(PORTAL_SW_URL, { scope: PORTAL_SCOPE, updateViaCache: 'none' });
  const session = readStoredSession();
  const userId = session.status === 'signed-in' ? (session.user.id ?? session.user.email) : null;
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  worker?.postMessage({ type: 'portal-owner', userId });
  return registration;
}

/** The portal's registration, once it has one. */
export async function portalRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration(PORTAL_SCOPE);
}
