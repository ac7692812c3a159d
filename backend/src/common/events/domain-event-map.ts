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
  /**
   * The platform suspended a business: an admin (`reason` their text, no payment) or the payment grace period (`reason`
   * 'payment_grace_ended', with the failed payment). Its people's open sockets are re-checked.
   */
  business_suspended: { businessId: string; reason: string; businessPaymentId?: string };
  /** A suspended business was reactivated: its people are let in again. */
  business_reactivated: { businessId: string };
  /** A platform admin disabled an account: it cannot sign in and its sessions ended. */
  user_disabled: { userId: string };
  /** A disabled account may sign in again. */
  user_enabled: { userId: string };
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
  /**
   * A habit's reminder time came in its client's time zone and the day (a weekly habit: the week) is not checked off
   * yet: once per habit and client day (`reminderDate`). Web push tells the client's devices.
   */
  habit_reminder_due: { businessId: string; clientId: string; clientHabitId: string; habitName: string; reminderDate: string };
  meal_plan_assigned: { businessId: string; clientId: string; clientMealPlanId: string; mealPlanId: string; startDate: string; endDate: string };
  food_logged: { businessId: string; clientId: string; foodLogEntryId: string; foodId: string; logDate: string; mealType: string };
  /** A client logged a meal of their plan on a day ('Log meal'): one food-log entry per food of the meal. */
  planned_meal_logged: {
    businessId: string;
    clientId: string;
    planMealId: string;
    mealId: string;
    logDate: string;
    mealType: string;
    foodLogEntryIds: string[];
  };
  /** A client record was deleted (`userId`: the sign-in that was linked to it, if any): its sockets lose the business. */
  client_deleted: { businessId: string; clientId: string; userId: string | null };
  /** The owner invited someone to the staff (a new code; a resend to the same address withdraws the earlier one). The e-mail is in the outbox already. */
  staff_invited: { businessId: string; invitationId: string };
  /** A platform admin invited someone to the platform's own team. The e-mail is in the outbox already. */
  platform_staff_invited: { invitationId: string };
  /** A person accepted a platform team invitation: their admin account exists from now on. */
  platform_staff_joined: { invitationId: string; userId: string };
  /** A person accepted a staff invitation (signed up or signed in): they work for the business from now on. */
  staff_joined: { businessId: string; invitationId: string; staffUserId: string };
  /** A staff member was deactivated or their permissions changed: their live connections are re-authorised. */
  staff_access_changed: { businessId: string; staffUserId: string };
  /**
   * The owner assigned a client to a staff entry (`staffUserId` null while the invitation is pending) or ended that
   * assignment: the member now reaches only their assigned clients (all of them once none is left); live connections follow.
   */
  staff_client_assigned: { businessId: string; staffEntryId: string; staffUserId: string | null; clientId: string };
  staff_client_unassigned: { businessId: string; staffEntryId: string; staffUserId: string | null; clientId: string };
  /** A message reached a conversation; `recipient` is the side it is for (the client, or the business and its staff). */
  message_received: { businessId: string; clientId: string; messageId: string; senderId: string; recipient: 'client' | 'business'; messageType: string };
  /** A message's sender changed its text (within the edit window). */
  message_edited: { businessId: string; clientId: string; messageId: string; senderId: string };
  /** A message's sender deleted it (within the edit window): its text and attachment are gone, its place stays. */
  message_deleted: { businessId: string; clientId: string; messageId: string; senderId: string };
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
  /** A coach added a coupon for their clients. */
  client_coupon_created: { businessId: string; couponId: string; code: string };
  /** A coach deactivated or reactivated a client coupon. */
  client_coupon_updated: { businessId: string; couponId: string; isActive: boolean };
  client_coupon_deleted: { businessId: string; couponId: string; code: string };
  /** A platform admin added, changed or deleted a platform coupon (platform data: no business). */
  platform_coupon_created: { couponId: string; code: string; adminId: string };
  platform_coupon_updated: { couponId: string; code: string; adminId: string };
  platform_coupon_deleted: { couponId: string; code: string; adminId: string };
  /**
   * A coupon was redeemed for an order: one use counted and recorded in coupon_usage. `businessId` is the business of a
   * client coupon, null for a platform coupon (redeemed by `usedBy`, the coach).
   */
  coupon_redeemed: {
    businessId: string | null;
    couponType: 'platform' | 'client';
    couponId: string;
    usageId: string;
    usedBy: string;
    orderId: string | null;
    discountAmount: number;
  };
  /** A client asked for an export of their own data; its subscriber queues the job that builds the ZIP. */
  data_export_requested: { businessId: string; clientId: string; userId: string; exportId: string };
  /** A client asked to delete their account. The confirmation e-mail (with the single-use code) is in the outbox already. */
  account_deletion_requested: { businessId: string; clientId: string; requestId: string };
  /**
   * A client confirmed the deletion of their account: their client record (and, through the foreign keys, everything
   * recorded about them) and their sign-in are gone. The e-mail telling their coach is in the outbox already.
   */
  client_account_erased: { businessId: string; clientId: string; userId: string };
  /** A payment reached the provider (`kind`: what it paid for; the platform subscription is the business's own). `amount` in major units. */
  payment_received: {
    businessId: string;
    paymentId: string;
    kind: 'platform_subscription' | 'client_payment';
    amount: number;
    currency: string;
    /** A client's payment: the client, and the outbox key of their receipt e-mail. */
    clientId?: string;
    emailKey?: string;
  };
  /** A payment attempt failed; for a renewal of the platform subscription, `gracePeriodEnd` is when the business is suspended unless it pays. */
  payment_failed: {
    businessId: string;
    paymentId: string;
    kind: 'platform_subscription' | 'client_payment';
    clientId?: string;
    amount: number;
    currency: string;
    failureReason: string;
    attempt: number;
    gracePeriodEnd: string | null;
  };
  /** A coach created their payments account (connected account); its onboarding follows. */
  payments_account_created: { businessId: string; accountId: string };
  /** A coach's payments account finished onboarding (or lost the ability to take payments: `setupComplete` false). */
  payments_account_updated: { businessId: string; accountId: string; setupComplete: boolean };
  /** A coach refunded (part of) a client's payment. */
  client_payment_refunded: { businessId: string; paymentId: string; clientId: string | null; amount: number; amountRefunded: number; currency: string };
  /**
   * A subscription ends in 7 days (told once per subscription period): the business's platform subscription cancelled
   * at period end (its owner's e-mail is in the outbox already), or a client's package (`clientId`). `endsAt` ISO 8601.
   */
  subscription_ending: {
    businessId: string;
    kind: 'platform_subscription' | 'client_package';
    subscriptionId: string;
    clientId: string | null;
    endsAt: string;
  };
  /** The business moved its platform subscription between monthly and annual billing; amounts in GBP. */
  platform_plan_changed: { businessId: string; from: 'monthly' | 'annual'; to: 'monthly' | 'annual'; amountDue: number; refund: number };
  /** A form was added to the business (from a template when templateId is set). */
  form_created: { businessId: string; formId: string; templateId: string | null };
  /** A client submitted (and signed, when it has a signature field) a version of a form. */
  form_submitted: { businessId: string; formId: string; submissionId: string; clientId: string; formVersion: number; category: string };
  /** A client finished the steps of their coach's active onboarding configuration. */
  client_onboarding_completed: { businessId: string; clientId: string; configId: string };
  /** A lead-management delivery created or updated a client (`created` when it is new). */
  lead_synced: { businessId: string; clientId: string; contactId: string; event: string; created: boolean };
  /**
   * A coaching package was assigned to a client (by the business, or bought through the payments module): the client
   * holds it from `startDate` up to the day before `endDate` (YYYY-MM-DD).
   */
  package_assigned: { businessId: string; clientId: string; packageId: string; clientSubscriptionId: string; startDate: string; endDate: string };
  /** A client's package subscription ended before its end date (`cancelled`: the business ended it). */
  package_subscription_ended: { businessId: string; clientId: string; packageId: string; clientSubscriptionId: string; status: 'cancelled' };
  /** A client took a seat in a group session (`registered`) or joined its waitlist (`waitlisted`). */
  meeting_participant_joined: { businessId: string; meetingId: string; clientId: string; participantId: string; status: 'registered' | 'waitlisted' };
  /** A participant left a group session or its waitlist (`removedBy`: who took them off; `hold_expired`: an unpaid seat's hold ran out). */
  meeting_participant_left: {
    businessId: string;
    meetingId: string;
    clientId: string;
    participantId: string;
    removedBy: 'business' | 'client' | 'hold_expired';
  };
  /**
   * A meeting's reminder (24h or 1h before `scheduledFor`) was staged for these people: the e-mails' outbox keys, and the
   * clients among them (their devices are pushed the reminder).
   */
  meeting_reminder_due: { businessId: string; meetingId: string; kind: '24h' | '1h'; scheduledFor: string; emailKeys: string[]; clientIds: string[] };
  /** The next person on a full session's waitlist got the freed seat; `emailKey` names their e-mail in the outbox. */
  meeting_waitlist_promoted: { businessId: string; meetingId: string; clientId: string; participantId: string; emailKey: string };
  /** The business's weekly working hours were replaced. */
  availability_updated: { businessId: string; windows: number };
  /** The business's self-booking notice period was set. */
  booking_settings_updated: { businessId: string; noticeHours: number };
  /** The business's Review & Feedback Settings were saved. */
  review_settings_updated: { businessId: string; autoFeedbackEnabled: boolean; feedbackDelayHours: number; reviewCollectionEnabled: boolean };
  /** A participant of a completed session was asked to rate it; `emailKey` names their e-mail in the outbox. */
  session_feedback_requested: { businessId: string; meetingId: string; clientId: string; participantId: string; emailKey: string };
  /** A client rated a completed session (1–5 stars); `reviewRequested`: they were shown the review pages. */
  session_feedback_submitted: { businessId: string; meetingId: string; clientId: string; feedbackId: string; overallRating: number; reviewRequested: boolean };
  /** A client followed a review link after rating a session (the review request's success tracking). */
  session_review_clicked: { businessId: string; meetingId: string; clientId: string; feedbackId: string; platform: string };
  /** A business opened a support ticket. */
  support_ticket_opened: { businessId: string; ticketId: string; category: string };
  /** A message was added to a ticket's thread; `emailKey` names the e-mail to the business when support wrote it. */
  support_ticket_replied: { businessId: string; ticketId: string; messageId: string; side: 'requester' | 'support'; emailKey: string | null };
  /** A platform admin assigned a ticket (`assigneeId` null: unassigned). */
  support_ticket_assigned: { businessId: string; ticketId: string; assigneeId: string | null };
  /** A platform admin closed a ticket; `emailKey` names the e-mail telling the business. */
  support_ticket_closed: { businessId: string; ticketId: string; emailKey: string };
  /** A platform admin set a feature flag's state. */
  feature_flag_changed: { key: string; state: string; previous: string };
}

export type DomainEventName = keyof DomainEventMap;

/** What a handler receives: the event's id (stable across redeliveries, for idempotence) and its payload. */
export interface DomainEvent<E extends DomainEventName = DomainEventName> {
  id: string;
  name: E;
  occurredAt: string;
  payload: DomainEventMap[E];
}
