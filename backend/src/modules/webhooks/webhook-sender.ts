import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { WEBHOOK_HEADERS, WEBHOOK_LIMITS } from '@coachcore/domain';
import { AppConfig } from '../../config/app-config';
import { signLeadDecDelivery } from '../integrations/lead-webhook-signature';
import { publicAddressLookup } from './webhook-url';

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

interface Agents {
  http: http.Agent;
  https: https.Agent;
}

/** Four bytes a character at most: enough bytes for WEBHOOK_LIMITS.responseBodyMax characters of any text. */
const BODY_BYTES = WEBHOOK_LIMITS.responseBodyMax * 4;

/**
 * One POST, answered with the status and the start of the body (read until the log has enough of it, then the
 * connection is dropped). Redirects are not followed (an endpoint is the address it was subscribed with).
 */
function post(url: URL, headers: Record<string, string>, body: string, agents: Agents, signal: AbortSignal) {
  const [client, agent] = url.protocol === 'https:' ? [https, agents.https] : [http, agents.http];
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, agent, signal },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8').slice(0, WEBHOOK_LIMITS.responseBodyMax) });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= BODY_BYTES) {
            response.destroy();
            finish();
          }
        });
        // Ended, failed or cut off by the time limit: what arrived is what the log keeps.
        response.on('end', finish);
        response.on('error', finish);
        response.on('close', finish);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Sends one delivery: a JSON POST signed like the inbound lead-management webhooks (HMAC-SHA256 of "<timestamp>.<raw
 * body>", `t=<timestamp>,v1=<hex>`), answered within WEBHOOK_LIMITS.timeoutMs; only a 2xx answer is a success. In
 * production the connection only goes to a public address, whatever the endpoint's name resolves to.
 */
@Injectable()
export class WebhookSender implements OnModuleDestroy {
  // Its own connections (kept alive between deliveries), each opened through the lookup: a pooled connection of
  // another client never skips the check.
  private readonly agents: Agents;

  constructor(@Inject(AppConfig) config: Pick<AppConfig, 'isProduction'>) {
    const lookup: LookupFunction | undefined = config.isProduction ? publicAddressLookup : undefined;
    this.agents = { http: new http.Agent({ keepAlive: true, lookup }), https: new https.Agent({ keepAlive: true, lookup }) };
  }

  onModuleDestroy(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  async send(request: WebhookRequest): Promise<WebhookAttempt> {
    const raw = JSON.stringify(request.body);
    const timestamp = Math.floor(Date.now() / 1000);
    const started = Date.now();
    try {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'CoachCore-Webhooks/1.0',
        [WEBHOOK_HEADERS.timestamp]: String(timestamp),
        [WEBHOOK_HEADERS.signature]: signLeadDecDelivery(request.secret, raw, timestamp),
        [WEBHOOK_HEADERS.eventId]: request.eventId,
        [WEBHOOK_HEADERS.eventType]: request.eventType,
        [WEBHOOK_HEADERS.deliveryId]: request.deliveryId,
      };
      const response = await post(new URL(request.url), headers, raw, this.agents, AbortSignal.timeout(WEBHOOK_LIMITS.timeoutMs));
      const ok = response.status >= 200 && response.status < 300;
      return {
        ok,
        status: response.status,
        responseBody: response.text || null,
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
