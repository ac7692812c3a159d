import { PUSH_MESSAGES } from '@coachcore/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import type { NotificationPreferences } from '../entities/notification-preferences.entity';

/** The key web push encrypts for: the portal's service worker subscribes with it. */
export class PushPublicKeyDto {
  /** The VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey` of `pushManager.subscribe`. */
  publicKey: string;
}

export class PushSubscriptionKeysDto {
  /** The browser's P-256 public key (base64url). */
  @IsString(rule({ message: PUSH_MESSAGES.keysRequired }))
  @Matches(/^[A-Za-z0-9_-]{20,200}={0,2}$/, rule({ message: PUSH_MESSAGES.keysRequired }))
  @MaxLength(200, rule({ message: PUSH_MESSAGES.keysRequired }))
  p256dh: string;

  /** The browser's authentication secret (base64url). */
  @IsString(rule({ message: PUSH_MESSAGES.keysRequired }))
  @Matches(/^[A-Za-z0-9_-]{8,100}={0,2}$/, rule({ message: PUSH_MESSAGES.keysRequired }))
  @MaxLength(100, rule({ message: PUSH_MESSAGES.keysRequired }))
  auth: string;
}

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export class CreatePushSubscriptionDto {
  /** Where the push service takes this browser's messages. */
  @IsString(rule({ message: PUSH_MESSAGES.endpointInvalid, order: 1 }))
  @MaxLength(2000, rule({ message: PUSH_MESSAGES.endpointInvalid, order: 1 }))
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, rule({ message: PUSH_MESSAGES.endpointInvalid, order: 1 }))
  endpoint: string;

  /** Milliseconds since the epoch when the subscription ends, if the browser says (kept by the browser, not here). */
  @IsOptional()
  expirationTime?: number | null;

  @IsDefined(rule({ message: PUSH_MESSAGES.keysRequired, order: 2 }))
  @IsObject(rule({ message: PUSH_MESSAGES.keysRequired, order: 2 }))
  @ValidateNested(rule({ message: PUSH_MESSAGES.keysRequired, order: 2 }))
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;
}

export class DeletePushSubscriptionDto {
  /** The endpoint of the subscription this browser ends. */
  @IsString(rule({ message: PUSH_MESSAGES.endpointInvalid }))
  @MaxLength(2000, rule({ message: PUSH_MESSAGES.endpointInvalid }))
  endpoint: string;
}

export class PushSubscriptionResponseDto {
  /** The endpoint, as stored. */
  endpoint: string;
  /** How many devices of the client receive notifications now. */
  devices: number;
}

/** Which notifications the client wants; every field optional on update (left out: unchanged; null is refused). */
export class UpdateNotificationPreferencesDto {
  @OptionalNotNull()
  @IsBoolean(rule({ message: PUSH_MESSAGES.preferenceInvalid }))
  newMessage?: boolean;

  @OptionalNotNull()
  @IsBoolean(rule({ message: PUSH_MESSAGES.preferenceInvalid }))
  workoutAssigned?: boolean;

  @OptionalNotNull()
  @IsBoolean(rule({ message: PUSH_MESSAGES.preferenceInvalid }))
  habitReminders?: boolean;

  @OptionalNotNull()
  @IsBoolean(rule({ message: PUSH_MESSAGES.preferenceInvalid }))
  upcomingSession?: boolean;
}

export class NotificationPreferencesDto {
  /** A new message from the coach. */
  newMessage: boolean;
  /** A workout assigned by the coach. */
  workoutAssigned: boolean;
  /** The habits' reminders, at each habit's reminder time. */
  habitReminders: boolean;
  /** A session booked for the client, and the reminder before it. */
  upcomingSession: boolean;
  /** How many devices (browsers) of the client have allowed notifications: none means nothing is sent. */
  devices: number;
}

export const toNotificationPreferences = (
  preferences: Pick<NotificationPreferences, 'newMessage' | 'workoutAssigned' | 'habitReminders' | 'upcomingSession'>,
  devices: number,
): NotificationPreferencesDto => ({
  newMessage: preferences.newMessage,
  workoutAssigned: preferences.workoutAssigned,
  habitReminders: preferences.habitReminders,
  upcomingSession: preferences.upcomingSession,
  devices,
});
