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
   * The business shell: /dashboard, signed in. Screens and heavy libraries load with their route or dialog, and so do
   * the API's endpoints: the client is generated one module per OpenAPI tag (libs/api-client/src/generated), each in
   * the chunks that read it, so the shell carries only the session's endpoints and those of the features whose
   * queries others read (app/feature-api-tags.ts). Today 246.7 KB (256.7 KB when the whole API was one chunk), of
   * which the API root's chunk (Redux, RTK Query, the store, the session's endpoints) is 28 KB; a new module adds
   * nothing here unless its queries are read by other features.
   */
  shell: 250 * 1024,
};

/**
 * Starts recording the scripts a Playwright page receives; the returned function weighs what has arrived so far:
 * `{ files, raw, gzip, largest }` (bytes; `largest` names the `list` heaviest files, for a budget's failure message).
 * It waits for the bodies still being read: on a busy machine a script that has arrived may not have been read yet, and
 * weighing without it would let a page pass its budget without its heaviest file.
 */
export function recordScripts(page) {
  const scripts = new Map();
  const reading = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const read = response
      .body()
      .then((body) => scripts.set(new URL(response.url()).pathname, body))
      .catch(() => {
        // a script aborted by navigation carries no body
      })
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async (list = 5) => {
    await Promise.all(reading);
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
