import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { pushPayloadText, type PushPayload } from '@coachcore/domain';
import * as webpush from 'web-push';
import type { TenantScope } from '../../common/http/authenticated-request';
import { AppConfig } from '../../config/app-config';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { WebPushKeysRepository } from './web-push-keys.repository';

interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** What one sending did: delivered to how many devices, and how many expired subscriptions it removed. */
export interface PushOutcome {
  sent: number;
  removed: number;
  skipped?: 'not-allowed' | 'no-device';
}

/** A push service gives up on a request after this long. */
const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered message this long (a phone switched off for the night still gets it). */
const TTL_SECONDS = 24 * 3600;

/**
 * Web push for clients (the `web-push` library's VAPID signing and payload encryption): the key pair, and sending one
 * message to every device of a client who allowed its kind. The subscriptions and choices are PushSubscriptionsService's
 * (API side), so the workers that send need no clients or sessions.
 */
@Injectable()
export class WebPushService implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebPushService.name);
  private keys?: Promise<VapidKeys>;

  constructor(
    private readonly config: AppConfig,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly storedKeys: WebPushKeysRepository,
  ) {}

  /** The key pair is made (or read) at start, so the first subscriber does not wait for it. */
  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.vapidKeys();
    } catch (error) {
      this.keys = undefined;
      this.logger.warn(`Could not prepare the web push keys: ${(error as Error).message}`);
    }
  }

  /** The configured pair, else the stored one, generated and stored on first use. */
  private vapidKeys(): Promise<VapidKeys> {
    if (this.config.VAPID_PUBLIC_KEY && this.config.VAPID_PRIVATE_KEY)
      return Promise.resolve({ publicKey: this.config.VAPID_PUBLIC_KEY, privateKey: this.config.VAPID_PRIVATE_KEY });
    this.keys ??= this.storedKeys.storedOr(webpush.generateVAPIDKeys()).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  /** Who push services may contact about this sender: configured, else the app's https address, else the mail sender. */
  private subject(): string {
    if (this.config.VAPID_SUBJECT) return this.config.VAPID_SUBJECT;
    if (this.config.appUrl.startsWith('https://')) return this.config.appUrl;
    const address = /<([^>]+)>/.exec(this.config.MAIL_FROM)?.[1] ?? this.config.MAIL_FROM.trim();
    return `mailto:${address}`;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /**
   * Sends the message to every device of the client, if they want its kind. A subscription the push service no longer
   * knows (404, 410) is removed; any other failure is thrown after the other devices were tried, so the job retries.
   */
  async notifyClient(tenant: TenantScope, clientId: string, message: PushPayload): Promise<PushOutcome> {
    const preferences = await this.preferences.ofClient(tenant, clientId);
    if (preferences && !preferences[message.kind]) return { sent: 0, removed: 0, skipped: 'not-allowed' };
    const devices = await this.subscriptions.ofClient(tenant, clientId);
    if (!devices.length) return { sent: 0, removed: 0, skipped: 'no-device' };
    const keys = await this.vapidKeys();
    const payload = pushPayloadText(message);
    let sent = 0;
    let removed = 0;
    const failures: string[] = [];
    for (const device of devices) {
      const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
        vapidDetails: { subject: this.subject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        urgency: 'normal',
        topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined,
      });
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? new Uint8Array(request.body) : undefined,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
          redirect: 'error',
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await this.subscriptions.removeExpired(tenant, device.id);
          removed += 1;
        } else if (response.ok) sent += 1;
        else failures.push(`${response.status} from ${new URL(device.endpoint).host}`);
      } catch (error) {
        failures.push(`${(error as Error).message} (${new URL(device.endpoint).host})`);
      }
    }
    if (failures.length) throw new Error(`Web push to ${failures.length} of ${devices.length} devices failed: ${failures.join('; ')}`);
    return { sent, removed };
  }
}
