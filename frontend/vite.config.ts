import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server sends these precompressed files (brotli, else gzip) instead of compressing on every request.
    // The pre-render step (scripts/prerender.mjs) compresses the HTML it writes itself.
    ...(isSsrBuild ? [] : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.vite\//] })]),
    // The client portal's service worker (src/sw/client-sw.ts → /client-sw.js, scope /client/): registered by the
    // portal's layout only, with the manifest it links (public/client.webmanifest); nothing is injected into index.html.
    ...(isSsrBuild
      ? []
      : [
          VitePWA({
            strategies: 'injectManifest',
            srcDir: 'src/sw',
            filename: 'client-sw.ts',
            injectRegister: false,
            manifest: false,
            injectManifest: {
              // The app's shell and code (to open offline) and the portal's icons; not the pre-rendered public pages.
              globPatterns: ['index.html', 'assets/*.{js,css}', 'client-icon-*.png', 'client.webmanifest'],
              maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
            },
          }),
        ]),
  ],
  // The year in pre-rendered copyright lines (src/lib/hydration.ts); client and server builds share this config.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  resolve: {
    // Workspace libraries are consumed as TypeScript source (ESM), not their CommonJS builds. The API client's
    // endpoints come one module per OpenAPI tag (`@coachcore/api-client/<tag>`), each with the chunks that import it.
    alias: [
      { find: /^@coachcore\/domain$/, replacement: fromRoot('../libs/domain/src/index.ts') },
      { find: /^@coachcore\/api-client$/, replacement: fromRoot('../libs/api-client/src/index.ts') },
      { find: /^@coachcore\/api-client\/([a-z0-9-]+)$/, replacement: `${fromRoot('../libs/api-client/src/generated')}/$1.ts` },
    ],
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    // The pre-render step reads the manifest to preload each pre-rendered page's chunks (and then deletes it).
    manifest: !isSsrBuild,
  },
}));
