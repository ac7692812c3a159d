import { hydrateOnIntent } from './lib/hydrate-on-intent';
import { readStoredSession } from './lib/session';

/**
 * Pre-rendered pages (scripts/prerender.mjs) arrive with their HTML and say which path they were rendered for,
 * as a signed-out visitor sees it. React hydrates that HTML (attaches to it without redrawing it), when the visitor
 * starts using the page (src/lib/hydrate-on-intent.ts), unless this visitor would see something else: a signed-in
 * user on a home, login or signup path is sent on instead, at once.
 */
function canHydrate(container: HTMLElement): boolean {
  if (container.dataset.prerendered !== window.location.pathname) return false;
  // Set at build time (src/entry-server.tsx): the entry stays free of the route map.
  const redirectsSignedIn = container.dataset.redirectsSignedIn !== undefined;
  return !redirectsSignedIn || readStoredSession().status === 'signed-out';
}

// The app is its own chunk: the entry stays small enough to run before a pre-rendered page is even touched.
const loadApp = () => import('./app/start');
const container = document.getElementById('root')!;
if (canHydrate(container)) hydrateOnIntent(async () => (await loadApp()).hydrateApp(container));
else void loadApp().then(({ renderApp }) => renderApp(container));
