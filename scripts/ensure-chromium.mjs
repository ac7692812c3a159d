import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './lib.mjs';

/** Playwright cannot download browsers here: the browser tests use Debian's chromium. */
export const CHROMIUM = '/usr/lib/chromium/chromium';

export function ensureChromium() {
  if (ensureDebianPackage('chromium', 'chromium', () => existsSync(CHROMIUM))) return true;
  console.error(`Chromium is missing. Install it (Debian/Ubuntu: sudo apt-get install -y chromium) so that ${CHROMIUM} exists.`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureChromium() ? 0 : 1);
