import { TransactionContext } from '@mikro-orm/core';
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

  /**
   * Runs `work` outside any transaction the caller is in, on a context of its own (what it commits is committed at
   * once, whatever becomes of the caller's transaction): for a stand-in of an outside system, such as the simulated
   * payments provider, whose state is not ours to roll back.
   */
  detached<R>(work: () => Promise<R>): Promise<R> {
    return TransactionContext.create(this.em.fork(), work);
  }
}
