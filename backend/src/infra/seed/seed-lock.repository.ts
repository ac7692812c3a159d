import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Any fixed number, distinct from the migrations' lock. */
const SEED_LOCK_KEY = 4_242_310_002;

/**
 * The seed's turn: instances starting at once on one database seed one after the other.
 * @platformData No table: a PostgreSQL advisory lock of the whole database, held by the seed's transaction.
 */
@Injectable()
export class SeedLockRepository {
  constructor(private readonly em: EntityManager) {}

  /** Waits for the lock and holds it until the current transaction ends (commit or rollback). */
  async waitForTheSeedLock(): Promise<void> {
    await this.em.execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY]);
  }
}
