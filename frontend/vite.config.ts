import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      // Workspace libraries are consumed as TypeScript source (ESM), not their CommonJS builds.
      '@coachcore/domain': fromRoot('../libs/domain/src/index.ts'),
      '@coachcore/api-client': fromRoot('../libs/api-client/src/index.ts'),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
  },
});
