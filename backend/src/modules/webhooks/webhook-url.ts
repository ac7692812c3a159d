import { isIP } from 'node:net';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Addresses a partner's endpoint never has: loopback, private networks, link-local (cloud metadata), unspecified. */
function isInternalAddress(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(address) === 6) return address === '::' || address === '::1' || /^f[cd]/i.test(address) || /^fe[89ab]/i.test(address);
  return address === 'localhost' || address.endsWith('.localhost');
}

/**
 * Whether a subscription may send to `raw`: an https:// address of a host on the internet, without credentials in it.
 * Outside production, http:// and https:// to localhost, 127.0.0.1 or [::1] are allowed too, for a local receiver.
 */
export function isAllowedWebhookUrl(raw: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.username || url.password || !url.hostname) return false;
  const local = LOCAL_HOSTS.has(url.hostname);
  if (!production && local) return url.protocol === 'https:' || url.protocol === 'http:';
  return url.protocol === 'https:' && !isInternalAddress(url.hostname);
}
