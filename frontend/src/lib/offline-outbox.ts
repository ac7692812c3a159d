import { generatedClientPortalApi } from '@coachcore/api-client/client-portal';
import { store } from './api/store';
import { readStoredSession } from './session';

/**
 * The client portal's outbox: a workout log, food entry or planned meal is written to IndexedDB before it is sent,
 * with an idempotency key made once for it, and leaves the outbox only when the server has answered. Without a connection
 * it waits there, across reloads and closed pages, and is sent when the connection returns (the `online` event, the
 * portal's next start); the server records an entry once however often its key arrives (a lost answer, two tabs).
 */

/** The writes that may wait: generated endpoints of the client portal's module, called with their arguments. */
export type OutboxEndpoint = 'clientPortalWorkoutsLog' | 'clientFoodLogAdd' | 'clientFoodLogLogPlannedMeal';

/**
 * Where each endpoint's body takes the idempotency key; a planned meal has none to take: the server logs it once per
 * day by its own key (the planned meal and the day), however often it arrives.
 */
const KEYED_BODIES: Record<OutboxEndpoint, string | null> = {
  clientPortalWorkoutsLog: 'logWorkoutDto',
  clientFoodLogAdd: 'createFoodLogDto',
  clientFoodLogLogPlannedMeal: null,
};

export interface OutboxEntry {
  /** The idempotency key the server checks; also the entry's key here. */
  key: string;
  /** The signed-in user who made it: only they send it. */
  owner: string;
  endpoint: OutboxEndpoint;
  args: Record<string, unknown>;
  /** What the portal shows while it waits ('Leg Day', '150 g Oats'). */
  label: string;
  /** The row it is about (the client workout), for the screen to mark it as waiting. */
  ref?: string;
  createdAt: number;
}

/** What became of a write: answered by the server, or waiting in the outbox for the connection. */
export type OutboxResult<T> = { status: 'sent'; data: T } | { status: 'queued'; entry: OutboxEntry };

const DB_NAME = 'coachcore-portal';
const STORE = 'outbox';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });
  } finally {
    db.close();
  }
}

const putEntry = (entry: OutboxEntry) => withStore('readwrite', (s) => s.put(entry));
const deleteEntry = (key: string) => withStore('readwrite', (s) => s.delete(key));
const allEntries = () => withStore<OutboxEntry[]>('readonly', (s) => s.getAll() as IDBRequest<OutboxEntry[]>);

const currentOwner = (): string | null => {
  const session = readStoredSession();
  return session.status === 'signed-in' ? (session.user.id ?? session.user.email) : null;
};

// What the screens read (useSyncExternalStore): the signed-in person's waiting entries, oldest first.
let snapshot: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();

async function refresh(): Promise<void> {
  const owner = currentOwner();
  const entries = owner ? (await allEntries()).filter((entry) => entry.owner === owner).sort((a, b) => a.createdAt - b.createdAt) : [];
  snapshot = entries;
  for (const listener of listeners) listener();
}

export const outboxStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): readonly OutboxEntry[] => snapshot,
};

/** A failure that will not pass by waiting (the server refused the entry): the entry is dropped and this is shown. */
type Rejected = (entry: OutboxEntry, error: unknown) => void;
const rejectedListeners = new Set<Rejected>();
export function onOutboxRejected(listener: Rejected): () => void {
  rejectedListeners.add(listener);
  return () => rejectedListeners.delete(listener);
}

/** No answer at all (offline, the server unreachable) or one worth retrying later (5xx, 408, 429). */
function isTransient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
  return typeof status === 'number' && (status >= 500 || status === 408 || status === 429);
}

type Endpoints = Record<OutboxEndpoint, { initiate: (args: never) => never }>;

async function send(entry: OutboxEntry): Promise<unknown> {
  const endpoint = (generatedClientPortalApi.endpoints as unknown as Endpoints)[entry.endpoint];
  const request = store.dispatch(endpoint.initiate(entry.args as never)) as unknown as { unwrap: () => Promise<unknown> };
  return request.unwrap();
}

/**
 * Sends a write through the outbox: stored first, then sent; answered, it leaves the outbox. Without a connection it
 * stays there ('queued'); a refusal (400, 404, 409) leaves too, and is thrown for the screen to show.
 */
export async function sendThroughOutbox<T>(write: Omit<OutboxEntry, 'key' | 'owner' | 'createdAt'>): Promise<OutboxResult<T>> {
  const owner = currentOwner();
  const key = crypto.randomUUID();
  const entry: OutboxEntry = { ...write, args: withKey(write.endpoint, write.args, key), key, owner: owner ?? '', createdAt: Date.now() };
  let stored = false;
  try {
    await putEntry(entry);
    stored = true;
  } catch {
    // No IndexedDB (a private window in some browsers): the write is still sent, only not kept for later.
  }
  try {
    const data = (await send(entry)) as T;
    if (stored) await deleteEntry(entry.key);
    await refresh();
    return { status: 'sent', data };
  } catch (error) {
    if (stored && isTransient(error)) {
      await refresh();
      return { status: 'queued', entry };
    }
    if (stored) await deleteEntry(entry.key);
    await refresh();
    throw error;
  }
}

/** The key goes where the endpoint's body takes it. */
function withKey(endpoint: OutboxEndpoint, args: Record<string, unknown>, key: string): Record<string, unknown> {
  const bodyName = KEYED_BODIES[endpoint];
  return bodyName ? { ...args, [bodyName]: { ...(args[bodyName] as object), idempotencyKey: key } } : args;
}

let flushing: Promise<number> | null = null;

/** Sends what waits, oldest first; stops at the first entry that still cannot go. Answers how many were sent. */
export function flushOutbox(): Promise<number> {
  flushing ??= (async () => {
    let sent = 0;
    try {
      const owner = currentOwner();
      if (!owner) return 0;
      const waiting = (await allEntries()).filter((entry) => entry.owner === owner).sort((a, b) => a.createdAt - b.createdAt);
      for (const entry of waiting) {
        try {
          await send(entry);
          await deleteEntry(entry.key);
          sent += 1;
        } catch (error) {
          if (isTransient(error)) break;
          await deleteEntry(entry.key);
          for (const listener of rejectedListeners) listener(entry, error);
        }
      }
      return sent;
    } finally {
      flushing = null;
      await refresh();
    }
  })();
  return flushing;
}

/** Starts the outbox for the portal: reads what waits, sends it now and whenever the connection returns. */
export function startOutbox(): () => void {
  const flush = () => void flushOutbox().catch(() => undefined);
  void refresh()
    .then(flush)
    .catch(() => undefined);
  window.addEventListener('online', flush);
  const onVisible = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) flush();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
