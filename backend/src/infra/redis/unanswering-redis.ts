import type { Redis } from 'ioredis';

/** How long a PING may take at shutdown before Redis counts as not answering. */
const PING_WAIT_MS = 500;

/** Whether the client is connected and Redis answers a PING within half a second. */
export async function redisAnswers(client: Redis | undefined): Promise<boolean> {
  if (!client || client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const silent = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_WAIT_MS)));
  const answered = client.ping().then(
    () => true,
    () => false,
  );
  return Promise.race([answered, silent]).finally(() => clearTimeout(timer));
}

/**
 * Drops a connection to a Redis that does not answer, at shutdown: what waits on it (a QUIT, a blocking read) fails at
 * once with "Connection is closed", which BullMQ takes as closed. A frozen server never closes its side of the socket,
 * so ours is destroyed rather than ended.
 */
export function dropConnection(client: Redis | undefined): void {
  if (!client) return;
  client.disconnect();
  client.stream?.destroy();
}

/**
 * The client behind BullMQ's promise of it, or undefined when it does not come within `ms`: BullMQ resolves it only
 * once connected, which a Redis that is down never lets happen.
 */
export function clientWithin(pending: Promise<Redis> | undefined, ms = 200): Promise<Redis | undefined> {
  if (!pending) return Promise.resolve(undefined);
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([pending.catch(() => undefined), new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}
