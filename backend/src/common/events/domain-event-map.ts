/**
 * Domain events: every state change that automations, analytics, notifications and the audit trail react to, recorded
 * in the same transaction as the change (`events.record(name, payload)`). The automation triggers of document 3
 * section 9 keep their names (client_signup, workout_completed, goal_achieved, missed_workout, appointment_booked;
 * payment_received, form_submitted and subscription_ending come with their modules, in this map).
 *
 * Payloads carry ids and the few facts a subscriber needs to decide without a re-read, never whole records: a
 * subscriber that needs more re-reads it (the record may have changed since). Every tenant event names its business.
 */
export interface DomainEventMap {
  /** A person created an account (any role). */
  user_registered: { userId: string };
  /** A session was revoked (sign-out), or every session of the user (`sessionId` null; one may have been kept). */
  session_revoked: { userId: string; sessionId: string | null };
  /** A client record was created in the business (by hand or by import), or a client signed up through an invitation. */
  client_signup: { businessId: string; clientId: string };
  /** A client was sent an invitation (a new code; a resend revokes the earlier one). The e-mail is in the outbox already. */
  client_invited: { businessId: string; clientId: string; invitationId: string };
  /** A client's sign-in was linked to their client record by accepting an invitation. */
  client_linked: { businessId: string; clientId: string; userId: string; invitationId: string };
  /** A workout was scheduled for a client on a day (one event per created client workout). */
  workout_assigned: { businessId: string; clientId: string; clientWorkoutId: string; workoutId: string; scheduledDate: string };
  workout_completed: { businessId: string; clientId: string; clientWorkoutId: string; workoutId: string };
  missed_workout: { businessId: string; clientId: string; clientWorkoutId: string; workoutId: string; scheduledDate: string };
  /** A client checked off (or re-recorded) a day of a habit; `streak` is the habit's streak after it. */
  habit_logged: { businessId: string; clientId: string; clientHabitId: string; habitLogId: string; logDate: string; completed: boolean; streak: number };
  meal_plan_assigned: { businessId: string; clientId: string; clientMealPlanId: string; mealPlanId: string; startDate: string; endDate: string };
  food_logged: { businessId: string; clientId: string; foodLogEntryId: string; foodId: string; logDate: string; mealType: string };
  /** A client record was deleted (`userId`: the sign-in that was linked to it, if any): its sockets lose the business. */
  client_deleted: { businessId: string; clientId: string; userId: string | null };
  /** The owner invited someone to the staff (a new code; a resend to the same address withdraws the earlier one). The e-mail is in the outbox already. */
  staff_invited: { businessId: string; invitationId: string };
  /** A person accepted a staff invitation (signed up or signed in): they work for the business from now on. */
  staff_joined: { businessId: string; invitationId: string; staffUserId: string };
  /** A staff member was deactivated or their permissions changed: their live connections are re-authorised. */
  staff_access_changed: { businessId: string; staffUserId: string };
  /** A message reached a conversation; `recipient` is the side it is for (the client, or the business and its staff). */
  message_received: { businessId: string; clientId: string; messageId: string; senderId: string; recipient: 'client' | 'business'; messageType: string };
  /** A post or a reply (`parentId` set) in a community; `clientId` when a client wrote it. */
  community_post_created: { businessId: string; communityId: string; postId: string; parentId: string | null; authorId: string; clientId: string | null };
  /** A client left a community (removed by the business): their open sockets stop hearing it if they may no longer read it. */
  community_member_removed: { businessId: string; communityId: string; clientId: string };
  /** A public community became private: its listeners that are not members stop hearing it. */
  community_made_private: { businessId: string; communityId: string };
  progress_photo_uploaded: { businessId: string; clientId: string; progressPhotoId: string };
  goal_achieved: { businessId: string; clientId: string; goalId: string; title: string };
  /** A set of measurements was recorded; `measured` names the fields it holds (`weight`, `waist`, ...). */
  measurement_logged: { businessId: string; clientId: string; measurementId: string; measured: string[] };
  /**
   * A meeting, appointment or group session was scheduled (the automation trigger of document 3); `bookedBy` says who
   * booked it. `clientId` is the one-on-one client, null for a session without one.
   */
  appointment_booked: { businessId: string; meetingId: string; clientId: string | null; type: string; scheduledAt: string; bookedBy: 'business' | 'client' };
  /** A scheduled meeting moved (its start or its duration). */
  meeting_rescheduled: { businessId: string; meetingId: string; clientId: string | null; scheduledAt: string; endTime: string; previousScheduledAt: string };
  meeting_completed: { businessId: string; meetingId: string; clientId: string | null };
  meeting_cancelled: { businessId: string; meetingId: string; clientId: string | null };
  meeting_no_show: { businessId: string; meetingId: string; clientId: string | null };
}

export type DomainEventName = keyof DomainEventMap;

/** What a handler receives: the event's id (stable across redeliveries, for idempotence) and its payload. */
export interface DomainEvent<E extends DomainEventName = DomainEventName> {
  id: string;
  name: E;
  occurredAt: string;
  payload: DomainEventMap[E];
}
