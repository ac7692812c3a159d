// What JavaScript a page makes a cold browser download: the budget check in the browser tests
// (frontend/e2e/bundle-budget.spec.ts) and `npm run bench:web -- scripts` both weigh pages with it.
import { gzipSync } from 'node:zlib';

/** Gzip (level 9, as a CDN would) budgets of the JavaScript a first visit loads. */
export const SCRIPT_BUDGETS = {
  /**
   * The landing page (/), once the app has started on it (before that it loads 2.4 KB). Aim: 150 KB; today 156 KB,
   * of which React's runtime is about 58 KB, MUI's styling engine 25 KB and the router 14 KB: the budget holds today's
   * figure so that nothing more creeps in while the aim is open.
   */
  landing: 160 * 1024,
  /**
   * The business shell: /dashboard, signed in. Screens and heavy libraries load with their route or dialog. Today
   * 256.1 KB (244 KB before scheduling, payments, onboarding and admin grew the API to 313 operations, 253 KB before
   * analytics, webhooks and admin billing): the generated API client is one chunk of 36 KB that grows with every
   * endpoint, and every other byte of the growth is that chunk's. Aim: split it per tag (the codegen's outputFiles,
   * each feature injecting its own endpoints), which would take it out of the shell; until then the ceiling moves
   * only with the API's own growth.
   */
  shell: 260 * 1024,
};

/**
 * Starts recording the scripts a Playwright page receives; the returned function weighs what has arrived so far:
 * `{ files, raw, gzip, largest }` (bytes; `largest` names the `list` heaviest files, for a budget's failure message).
 */
export function recordScripts(page) {
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(new URL(response.url()).pathname, await response.body());
    } catch {
      // a script aborted by navigation carries no body
    }
  });
  return (list = 5) => {
    let raw = 0;
    let gzip = 0;
    const sizes = [];
    for (const [file, body] of scripts) {
      const zipped = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gzip += zipped;
      sizes.push([file, zipped]);
    }
    const largest = sizes
      .sort((a, b) => b[1] - a[1])
      .slice(0, list)
      .map(([file, size]) => `${file} ${kilobytes(size)} KB`);
    return { files: scripts.size, raw, gzip, largest };
  };
}

export const kilobytes = (bytes) => (bytes / 1024).toFixed(1);
