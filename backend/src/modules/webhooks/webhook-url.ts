import { lookup as systemLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Addresses a partner's endpoint never has: loopback, private networks, link-local (cloud metadata), unspecified. */
export function isInternalAddress(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '');
  if (isIP(address) === 4) {
    const [a, b] = address.split('.').map(Number) as [number, number];
    return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  if (isIP(address) === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return isInternalAddress(mapped[1]!);
    return address === '::' || address === '::1' || /^f[cd]/i.test(address) || /^fe[89ab]/i.test(address);
  }
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

/**
 * The system's name lookup, refusing a name that resolves to an internal address. Used as the connection's own lookup,
 * so the address checked is the address connected to (a name cannot answer a public address to a check and a private
 * one to the connection that follows).
 */
export const publicAddressLookup: LookupFunction = (hostname, options, callback) => {
  systemLookup(hostname, { ...(options as LookupOptions), all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const internal = addresses.find((entry) => isInternalAddress(entry.address));
    if (internal) {
      const refused = Object.assign(new Error(`${hostname} resolves to an internal address (${internal.address})`), { code: 'EINTERNALADDRESS' });
      return callback(refused, '', 0);
    }
    if ((options as LookupOptions).all) return (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
