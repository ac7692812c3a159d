/**
 * Build-time rendering of the public pages (run by scripts/prerender.mjs after `vite build`, never in a browser).
 * Each page is rendered as a signed-out visitor first sees it, with the CSS its first paint needs; the browser
 * then hydrates it (src/main.tsx).
 */
import { PassThrough } from 'node:stream';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { HOME_PATHS, LANDING_PATHS, LEGAL_SLUGS, LEGAL_TITLES, PUBLIC_ROUTES } from '@coachcore/domain';
import { App } from './app/App';

export interface PrerenderedPage {
  path: string;
  /** The document title, when the page's own differs from index.html's. */
  title?: string;
  /** Source modules (keys of Vite's manifest) the page loads lazily: prefetched from its HTML. */
  modules: string[];
}

/** A signed-in visitor sees something else at this path (home, login, signup): the browser must not hydrate it. */
export const redirectsSignedIn = (path: string): boolean =>
  (HOME_PATHS as readonly string[]).includes(path) || PUBLIC_ROUTES.some((route) => route.path === path && route.guard === 'signed-out');

const PUBLIC_LAYOUT = 'src/layouts/PublicLayout.tsx';
/** The app itself (React, the router, the layouts): a chunk of its own that src/main.tsx loads when the page is used. */
const APP = 'src/app/start.tsx';

export const PAGES: PrerenderedPage[] = [
  ...LANDING_PATHS.map((path) => ({ path, modules: [APP, PUBLIC_LAYOUT, 'src/features/landing/pages/LandingPage.tsx'] })),
  {
    path: '/landing',
    modules: [APP, PUBLIC_LAYOUT, 'src/features/landing/pages/LandingVariantPage.tsx', 'src/features/landing/components/LandingNavMenu.tsx'],
  },
  { path: '/login', modules: [APP, PUBLIC_LAYOUT, 'src/app/StoreBoundary.tsx', 'src/features/auth/pages/LoginPage.tsx'] },
  ...LEGAL_SLUGS.map((slug) => ({
    path: `/${slug}`,
    title: `${LEGAL_TITLES[slug]} · CoachCore`,
    modules: [APP, PUBLIC_LAYOUT, 'src/features/legal/pages/LegalPage.tsx'],
  })),
];

/** The page's markup (for inside #root) and the <style> tags of the Emotion CSS it uses. */
export async function renderPage(path: string): Promise<{ html: string; styleTags: string }> {
  const cache = createCache({ key: 'css' });
  // Compat mode keeps each rule in cache.inserted instead of writing <style> tags next to the elements.
  cache.compat = true;
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <App location={path} />
    </CacheProvider>,
    { onError: (error) => console.error(`Pre-rendering ${path}:`, error) },
  );
  const html = await readAll(prelude);
  if (html.includes('<script') || html.includes('<!--$!-->')) {
    throw new Error(`${path} did not render completely on the server (a boundary fell back to client rendering)`);
  }
  return { html, styleTags: styleTags(cache) };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream.pipe(new PassThrough())) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Emotion's own SSR format (what @emotion/server writes): global styles one tag each (`css-global <id>`), then
 * the class rules in one `css <id> <id>...` tag. The browser's Emotion cache adopts these tags at start. Unlike
 * @emotion/server this keeps the rules of the intermediate classes of nested styled components too (the markup
 * shows only the merged class): hydration computes them again, and finding them present saves inserting them.
 */
function styleTags(cache: EmotionCache): string {
  const globals: string[] = [];
  const classIds: string[] = [];
  let classRules = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push(`<style data-emotion="${cache.key}-global ${id}">${rules}</style>`);
    } else {
      classIds.push(id);
      classRules += rules;
    }
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${classIds.join(' ')}">${classRules}</style>`;
}
