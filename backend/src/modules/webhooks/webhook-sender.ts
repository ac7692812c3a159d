import { Injectable } from '@nestjs/common';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@coachcore/domain';
import { signLeadDecDelivery } from '../integrations/lead-webhook-signature';

export interface WebhookRequest {
  url: string;
  secret: string;
  deliveryId: string;
  eventId: string;
  eventType: string;
  body: Record<string, unknown>;
}

/** What one attempt got back: the receiver's status (null without an answer), the start of its body, how long it took. */
export interface WebhookAttempt {
  ok: boolean;
  status: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/** The start of an answer's body: read until the log has enough of it, then the rest is dropped unread. */
async function startOf(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // Four bytes a character at most: enough bytes for WEBHOOK_LIMITS.responseBodyMax characters of any text.
  while (size < WEBHOOK_LIMITS.responseBodyMax * 4) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_LIMITS.responseBodyMax);
}

/**
 * Sends one delivery: a JSON POST signed like the inbound lead-management webhooks (HMAC-SHA256 of "<timestamp>.<raw
 * body>", `t=<timestamp>,v1=<hex>`), answered within WEBHOOK_LIMITS.timeoutMs. Redirects are not followed (an endpoint
 * is the address it was subscribed with); only a 2xx answer is a success.
 */
@Injectable()
export class WebhookSender {
  async send(request: WebhookRequest): Promise<WebhookAttempt> {
    const raw = JSON.stringify(request.body);
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'CoachCore-Webhooks/1.0',
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signLeadDecDelivery(request.secret, raw, timestamp),
          [WEBHOOK_HEADERS.eventId]: request.eventId,
          [WEBHOOK_HEADERS.eventType]: request.eventType,
          [WEBHOOK_HEADERS.deliveryId]: request.deliveryId,
        },
        body: raw,
        signal: AbortSignal.timeout(WEBHOOK_LIMITS.timeoutMs),
      });
      const text = await startOf(response).catch(() => '');
      const ok = response.status >= 200 && response.status < 300;
      return {
        ok,
        status: response.status,
        responseBody: text || null,
        durationMs: Date.now() - started,
        error: ok ? null : `The endpoint answered ${response.status}`,
      };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      return {
        ok: false,
        status: null,
        responseBody: null,
        durationMs: Date.now() - started,
        error: timedOut ? `No answer within ${WEBHOOK_LIMITS.timeoutMs / 1000} seconds` : `The endpoint could not be reached: ${cause}`,
      };
    }
  }
}
