#!/usr/bin/env node
// After `vite build`: renders the public pages (src/entry-server.tsx) to static HTML, so a phone paints them before
// any JavaScript runs. Writes dist/prerendered/<name>.html (`/` → index.html) with brotli and gzip copies; the
// backend serves them for their paths (backend/src/bootstrap/serve-web.ts) and the browser hydrates them.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';

const FRONTEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(FRONTEND, 'dist');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');
const OUT = path.join(DIST, 'prerendered');
/** Read by src/lib/hydrate-on-intent.ts. */
const APP_CHUNKS_META = 'app-chunks';
// Inside frontend/ so the server bundle finds the dependencies it leaves external in node_modules; one folder per
// run, so two builds at once do not overwrite each other's server bundle.
const SERVER_BUILD = path.join(FRONTEND, 'node_modules', `.prerender-${process.pid}`);

/** dist/prerendered/<name>.html for a path: `/` → index, `/privacy-policy` → privacy-policy. */
export const fileNameFor = (pagePath) => `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;

async function buildServerEntry() {
  await build({
    root: FRONTEND,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: SERVER_BUILD, emptyOutDir: true, copyPublicDir: false },
  });
  const [entry] = fs.readdirSync(SERVER_BUILD).filter((name) => name.startsWith('entry-server.'));
  return import(pathToFileURL(path.join(SERVER_BUILD, entry)).href);
}

/** Every chunk a source module needs (its own and its static imports'), as /assets/... URLs. */
function chunksOf(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: update PAGES in src/entry-server.tsx`);
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

/**
 * The page's app chunks, named in a meta tag: src/lib/hydrate-on-intent.ts prefetches them (into the cache, nothing
 * parsed or run) once the page has loaded and the browser is idle, so dozens of requests never compete with the first
 * paint; a person who uses the page sooner starts loading them at once.
 */
function appChunksMeta(manifest, modules) {
  const entryChunks = chunksOf(manifest, 'index.html'); // index.html preloads these already
  const keys = new Set();
  for (const module of modules) for (const key of chunksOf(manifest, module)) if (!entryChunks.has(key)) keys.add(key);
  return `<meta name="${APP_CHUNKS_META}" content="${[...keys].map((key) => `/${manifest[key].file}`).join(' ')}">`;
}

function writeCompressed(file, html) {
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
}

async function main() {
  const shell = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
  const { PAGES, redirectsSignedIn, renderPage } = await buildServerEntry();
  // The pages are rendered for a signed-out visitor: an empty storage is what the session code reads.
  globalThis.localStorage ??= emptyStorage();

  fs.rmSync(OUT, { recursive: true, force: true });
  fs.mkdirSync(OUT, { recursive: true });
  for (const page of PAGES) {
    const { html, styleTags } = await renderPage(page.path);
    let document = shell
      .replace('</head>', `${appChunksMeta(manifest, page.modules)}${styleTags}</head>`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" data-prerendered="${page.path}"${redirectsSignedIn(page.path) ? ' data-redirects-signed-in' : ''}>${html}</div>`,
      );
    // The page paints from its HTML and CSS: its scripts only make it interactive, so they must not compete with
    // what paints (low fetch priority; the shell index.html for other paths keeps the default).
    document = document.replace(
      /<(script type="module"|link rel="modulepreload"|link rel="prefetch" as="script") crossorigin/g,
      '<$1 fetchpriority="low" crossorigin',
    );
    if (page.title) document = document.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    writeCompressed(path.join(OUT, fileNameFor(page.path)), document);
  }
  fs.rmSync(SERVER_BUILD, { recursive: true, force: true });
  fs.rmSync(path.dirname(MANIFEST), { recursive: true, force: true });
  console.log(`Pre-rendered ${PAGES.length} pages into ${path.relative(process.cwd(), OUT)}/`);
}

function emptyStorage() {
  const items = new Map();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => items.set(key, String(value)),
    removeItem: (key) => items.delete(key),
    clear: () => items.clear(),
    key: (index) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
