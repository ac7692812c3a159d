/** The push notifications a client can choose in their profile (each one a preference, on until they turn it off). */
export const PUSH_NOTIFICATION_KINDS = ['newMessage', 'workoutAssigned', 'habitReminders', 'upcomingSession'] as const;
export type PushNotificationKind = (typeof PUSH_NOTIFICATION_KINDS)[number];

/**
 * What a push message carries to the portal's service worker (frontend/src/sw/client-sw.ts shows it): the title and
 * the line the notification shows, the portal page a tap opens, and a tag (a newer message of the same tag replaces it).
 */
export interface PushPayload {
  kind: PushNotificationKind;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The text a push message is made of (encrypted for each device by the sender). */
export const pushPayloadText = ({ title, body, url, tag, kind }: PushPayload): string => JSON.stringify({ title, body, url, tag, kind });

/** The profile's labels of the kinds. */
export const PUSH_NOTIFICATION_LABELS: Record<PushNotificationKind, string> = {
  newMessage: 'New message from my coach',
  workoutAssigned: 'Workout assigned',
  habitReminders: 'Habit reminders',
  upcomingSession: 'Upcoming session',
};

export const PUSH_MESSAGES = {
  endpointInvalid: 'Push subscription endpoint must be an https:// address',
  keysRequired: 'Push subscription keys (p256dh and auth) are required',
  subscriptionNotFound: 'Push subscription not found',
  preferenceInvalid: 'Each notification preference must be true or false',
  preferencesSaved: 'Notification preferences saved',
  enabled: 'Notifications are on for this device',
  disabled: 'Notifications are off for this device',
  denied: 'Notifications are blocked for this site in your browser settings',
  unsupported: 'This browser cannot receive push notifications',
} as const;
