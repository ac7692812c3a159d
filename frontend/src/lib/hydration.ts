import { useSyncExternalStore } from 'react';

/** Injected by vite.config.ts: the year the pages were built (and pre-rendered) in. */
declare const __BUILD_YEAR__: number;

const subscribeNever = () => () => undefined;

/**
 * False on the server and while React hydrates pre-rendered HTML, true from the render after that (and at once in
 * a page that was not pre-rendered). For what must wait for the page's JavaScript, e.g. a form's submit.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The current year for copyright lines. Pre-rendered HTML carries the build year, so hydration starts from that
 * and moves to the visitor's year right after (the two differ only across a New Year).
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    subscribeNever,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
