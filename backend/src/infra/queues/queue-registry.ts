import type { PushNotificationKind } from '@coachcore/domain';
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
  /**
   * Automations: one action of one run (an automation_executions row), delayed until it is due (job id
   * `automation.<execution id>`, so queuing a run twice runs each action once).
   */
  automations: { 'run-action': { businessId: string; executionId: string } };
  /**
   * Billing: applying a recorded payments-provider webhook event (job id `webhook.<event id>`), and suspending a business
   * whose grace period after a failed platform payment ended unpaid (job id `grace.<business payment id>`, delayed
   * until the grace period's end), and the hourly pass that tells `subscription_ending` 7 days before a subscription ends.
   */
  billing: {
    'apply-webhook-event': { eventId: string };
    'suspend-after-grace': { businessId: string; businessPaymentId: string };
    'notify-subscriptions-ending': Record<string, never>;
  };
  /**
   * Meeting reminders: one delayed job per meeting, reminder (a day, an hour before) and start (job id
   * `reminder.<meeting id>.<24h|1h>.<start ms>`), so a meeting moved gets new jobs and enqueueing twice runs once.
   */
  reminders: { 'meeting-reminder': { businessId: string; meetingId: string; kind: '24h' | '1h'; scheduledFor: string } };
  /**
   * Scheduling: asking the participants of a completed session for feedback, `feedbackDelayHours` after it was
   * completed (job id `feedback.<meeting id>`, delayed; dropped when the session is cancelled or marked no-show), and
   * the minute's pass that gives back unpaid seats whose hold ran out.
   */
  scheduling: {
    'request-session-feedback': { businessId: string; meetingId: string };
    'release-unpaid-seats': Record<string, never>;
  };
  /**
   * Training: the hourly pass that marks workouts whose day has passed without a log as missed, and the minute's pass that
   * records the habit reminders that have come due.
   */
  training: { 'mark-missed-workouts': Record<string, never>; 'send-habit-reminders': Record<string, never> };
  /**
   * Stored files: the daily sweep that removes files no row points to (left by deleted clients and businesses, or by a
   * crash between a write and its commit). `graceMs` (default ORPHAN_FILES_GRACE_MS) spares files written since.
   */
  storage: { 'sweep-orphan-files': { graceMs?: number } };
  /**
   * A client's data exports: building one ZIP of everything recorded about them (job id = the export's id), and the
   * hourly pass that removes the files of expired exports.
   */
  'data-exports': {
    'build-data-export': { exportId: string; businessId: string; clientId: string; userId: string };
    'expire-data-exports': Record<string, never>;
  };
  /** Web push to a client's devices: one notification of a domain event (job id `push.<event id>`). */
  push: {
    'send-push': SendPushJob;
  };
  /**
   * Outbound webhooks: one delivery of an event to a partner's endpoint (job id `webhook.<event id>.<subscription id>`,
   * so an event is sent once per subscription; a replay `webhook-replay.<delivery id>`), retried with backoff.
   */
  webhooks: { 'deliver-webhook': { businessId: string; deliveryId: string } };
}

/**
 * One push notification of a domain event to a client: `ref` is the row it is about, `date`/`at` its day or time, `name`
 * the habit a reminder is for, `reminder` which reminder of a session it is (none: the session was just booked).
 */
export interface SendPushJob {
  businessId: string;
  clientId: string;
  kind: PushNotificationKind;
  ref: string;
  date?: string;
  at?: string;
  name?: string;
  reminder?: '24h' | '1h';
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
  reminders: true,
  training: true,
  storage: true,
  'data-exports': true,
  push: true,
  webhooks: true,
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
