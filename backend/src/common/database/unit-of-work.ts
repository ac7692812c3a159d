import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * What a service needs of the database besides its repositories: repositories stage new, changed and removed rows
 * (and domain events); the unit of work commits them, together, in one transaction. Services never hold `em`.
 */
@Injectable()
export class UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  /** Commits everything staged in this request or job (one transaction). */
  save(): Promise<void> {
    return this.em.flush();
  }

  /**
   * Runs `work` in a transaction: its repository calls (raw SQL and row locks included) share one connection, and
   * what they staged is committed at the end; an error rolls everything back.
   */
  transaction<R>(work: () => Promise<R>): Promise<R> {
    return this.em.transactional(() => work());
  }
}
