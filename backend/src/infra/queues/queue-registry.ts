import type { JobsOptions } from 'bullmq';
import type { DomainEvent, DomainEventName } from '../../common/events/domain-event-map';

/** A subscriber's share of a relayed domain event. */
export interface EventSubscriberJob {
  subscriber: string;
  event: DomainEvent;
}

/**
 * Every queue and job CoachCore runs, with the payload each job takes. Processors must handle every
 * job name of their queue (checked by the compiler through JobHandlers).
 */
export interface JobRegistry {
  /** Domain events relayed from the outbox (job name = event name, job id = event id). */
  events: { [E in DomainEventName]: DomainEvent<E> };
  /**
   * One job per subscriber of a relayed event (job name = `<event name>/<subscriber>`, job id = `<event id>.<subscriber>`),
   * so each subscriber is retried on its own.
   */
  'event-subscribers': Record<`${DomainEventName}/${string}`, EventSubscriberJob>;
  notifications: {
    'welcome-email': { userId: string };
  };
  automations: Record<never, never>;
  billing: Record<never, never>;
  scheduling: Record<never, never>;
  /** Training: the daily pass that marks workouts whose day has passed without a log as missed. */
  training: { 'mark-missed-workouts': Record<string, never> };
  /**
   * Stored files: the daily sweep that removes files no row points to (left by deleted clients and businesses, or by a
   * crash between a write and its commit). `graceMs` (default ORPHAN_FILES_GRACE_MS) spares files written since.
   */
  storage: { 'sweep-orphan-files': { graceMs?: number } };
}

export type QueueName = keyof JobRegistry;
export type JobName<Q extends QueueName> = Extract<keyof JobRegistry[Q], string>;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = JobRegistry[Q][J];

/** Every queue once (the record makes the compiler refuse a queue of the registry left out here). */
const QUEUES: Record<QueueName, true> = {
  events: true,
  'event-subscribers': true,
  notifications: true,
  automations: true,
  billing: true,
  scheduling: true,
  training: true,
  storage: true,
};
export const QUEUE_NAMES: readonly QueueName[] = Object.keys(QUEUES) as QueueName[];

/** A handler per job name: a processor declares one of these so no job of its queue goes unhandled. */
export type JobHandlers<Q extends QueueName> = { [J in JobName<Q>]: (payload: JobPayload<Q, J>) => Promise<unknown> };

/** Retried with exponential backoff; finished jobs are trimmed so Redis does not grow without bound. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { count: 1000, age: 7 * 24 * 3600 },
  removeOnFail: { count: 5000 },
};
