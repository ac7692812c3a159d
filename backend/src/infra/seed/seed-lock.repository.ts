import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Any fixed number, distinct from the migrations' lock. */
const SEED_LOCK_KEY = 4_242_310_002;
/** How often a waiting instance asks for the lock again. */
const POLL_MS = 100;

/**
 * The seed's turn: instances starting at once on one database seed one after the other.
 * @platformData No table: a PostgreSQL advisory lock of the whole database, held by the seed's transaction.
 */
@Injectable()
export class SeedLockRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Waits for the lock and holds it until the current transaction ends (commit or rollback). Asks again and again
   * rather than blocking in one statement: another instance's seed may take longer than the statement timeout.
   */
  async waitForTheSeedLock(): Promise<void> {
    for (;;) {
      const [row] = await this.em.execute<Array<{ locked: boolean }>>('select pg_try_advisory_xact_lock(?) as locked', [SEED_LOCK_KEY]);
      if (row?.locked) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
