import * as fs from 'node:fs';
import * as net from 'node:net';

/** Below this the kernel never picks a port for `listen(0)` or for the local end of an outgoing connection. */
function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 0 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function tryListen(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(undefined));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as net.AddressInfo;
      server.close(() => resolve(bound));
    });
  });
}

/**
 * A free TCP port on the loopback interface for a server we start next (PostgreSQL, Redis). Chosen at random below
 * the ephemeral range: a port the OS handed out from that range can be taken by any outgoing connection or
 * `listen(0)` before our server binds it (which busy machines and parallel test workers do), these ones cannot.
 */
export async function freePort(): Promise<number> {
  const high = ephemeralLow() - 1;
  const low = Math.max(high - 10_000, 10_000);
  for (let attempt = 0; low < high && attempt < 50; attempt++) {
    const port = await tryListen(low + Math.floor(Math.random() * (high - low)));
    if (port) return port;
  }
  const port = await tryListen(0);
  if (!port) throw new Error('No free TCP port on 127.0.0.1');
  return port;
}
