import { Client } from 'pg';

/**
 * How long the app waits on PostgreSQL, so a request answers (503 when the database does not) within 10 s even when
 * the server stops answering without closing its connections (a frozen host, a network partition).
 */
export interface DatabaseWaits {
  acquireTimeoutMs: number;
  statementTimeoutMs: number;
  queryTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DATABASE_WAITS: Readonly<DatabaseWaits> = {
  /** For a pooled connection: a free one when all are busy, or a new one the server must accept and authenticate. */
  acquireTimeoutMs: 3_000,
  /** Server side: a statement running longer (a lock wait, a runaway query) is cancelled by PostgreSQL itself. */
  statementTimeoutMs: 5_000,
  /**
   * Client side, for a server that does not answer at all (statement_timeout needs a running server): longer than
   * the statement timeout, so a live server always cancels first and keeps the connection.
   */
  queryTimeoutMs: 6_000,
  /** A session left idle inside a transaction (its client gone or cut off) is ended, with its locks. */
  idleInTransactionTimeoutMs: 30_000,
};

/** pg's message when query_timeout passes. */
const QUERY_READ_TIMEOUT = 'Query read timeout';

/**
 * pg's `query_timeout` rejects the query but keeps its connection waiting for the answer: queries behind it wait too,
 * and a ROLLBACK written after it is dropped unsent, so the connection could go back to the pool inside the
 * transaction. This client closes its connection instead: the pool discards it, the server ends its transaction,
 * and the next query gets a fresh connection once the server answers again.
 */
export class AbandoningClient extends Client {
  override query(...args: unknown[]): never {
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (error: unknown, ...rest: unknown[]) => void;
      args[last] = (error: unknown, ...rest: unknown[]) => {
        this.abandonAfter(error);
        callback(error, ...rest);
      };
    }
    const result = (Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    // Attached before the caller awaits, so the connection is closed before the caller's ROLLBACK is written.
    if (result instanceof Promise) result.catch((error: unknown) => this.abandonAfter(error));
    return result as never;
  }

  private abandonAfter(error: unknown): void {
    if ((error as Error | undefined)?.message === QUERY_READ_TIMEOUT) this.connection.stream.destroy();
  }
}

/** pg pool and session settings for the app's connections (not for migrations, whose statements may take long). */
export function boundedPoolOptions(waits: DatabaseWaits = DATABASE_WAITS): Record<string, unknown> {
  return {
    Client: AbandoningClient,
    connectionTimeoutMillis: waits.acquireTimeoutMs,
    statement_timeout: waits.statementTimeoutMs,
    query_timeout: waits.queryTimeoutMs,
    idle_in_transaction_session_timeout: waits.idleInTransactionTimeoutMs,
  };
}
