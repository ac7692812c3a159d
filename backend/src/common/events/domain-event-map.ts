/**
 * Domain events: the automation triggers of document 3 section 9 and whatever else reacts to a change.
 * Payloads carry ids, never whole records: handlers re-read what they need (the record may have changed).
 */
export interface DomainEventMap {
  user_registered: { userId: string };
  client_signup: { businessId: string; clientId: string };
  goal_achieved: { businessId: string; clientId: string; goalId: string; title: string };
  workout_completed: { businessId: string; clientId: string; clientWorkoutId: string; workoutId: string };
  missed_workout: { businessId: string; clientId: string; clientWorkoutId: string; workoutId: string; scheduledDate: string };
}

export type DomainEventName = keyof DomainEventMap;

/** What a handler receives: the event's id (stable across redeliveries, for idempotence) and its payload. */
export interface DomainEvent<E extends DomainEventName = DomainEventName> {
  id: string;
  name: E;
  occurredAt: string;
  payload: DomainEventMap[E];
}
