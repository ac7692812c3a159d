import { EntityManager } from '@mikro-orm/postgresql';
import { RequestContext } from '@mikro-orm/core';

/** Each job gets its own EntityManager context, never one shared across jobs. */
export function runInContext<T>(em: EntityManager, work: () => Promise<T>): Promise<T> {
  return RequestContext.create(em, work);
}
