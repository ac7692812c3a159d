import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';

/** Draws the app into an empty container (deep links into the signed-in areas, and anyone a page redirects). */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(<App />);
}

/** Attaches the app to the pre-rendered HTML of a public page without redrawing it. */
export function hydrateApp(container: HTMLElement): void {
  hydrateRoot(container, <App />);
}
