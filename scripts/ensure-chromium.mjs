import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './lib.mjs';

/** Playwright cannot download browsers here: the browser tests use Debian's chromium. */
export const CHROMIUM = '/usr/lib/chromium/chromium';

/** Headless flags that work on these machines (no sandbox as root; no background traffic on a closed network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' flags: the above, and no name but localhost resolves, so no page of a test reaches outside this
 * machine (a third-party address a spec does not stub with page.route fails at once instead of waiting on the network).
 */
export const CHROMIUM_TEST_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'];

export function ensureChromium() {
  if (ensureDebianPackage('chromium', 'chromium', () => existsSync(CHROMIUM))) return true;
  console.error(`Chromium is missing. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) so that ${CHROMIUM} exists.`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
