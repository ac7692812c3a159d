import { createRoot, hydrateRoot } from 'react-dom/client';
import { HOME_PATHS, PUBLIC_ROUTES } from '@coachcore/domain';
import { App } from './app/App';
import { readStoredSession } from './lib/session';

/**
 * Pre-rendered pages (scripts/prerender.mjs) arrive with their HTML and say which path they were rendered for,
 * as a signed-out visitor sees it. React hydrates that HTML (attaches to it without redrawing it) unless this
 * visitor would see something else: a signed-in user on a home, login or signup path is sent on instead.
 */
function canHydrate(container: HTMLElement): boolean {
  const path = window.location.pathname;
  if (container.dataset.prerendered !== path) return false;
  const redirectsSignedIn =
    (HOME_PATHS as readonly string[]).includes(path) || PUBLIC_ROUTES.some((route) => route.path === path && route.guard === 'signed-out');
  return !redirectsSignedIn || readStoredSession().status === 'signed-out';
}

const container = document.getElementById('root')!;
if (canHydrate(container)) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);
