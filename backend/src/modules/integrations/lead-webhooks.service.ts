import { BadRequestException, ConflictException, HttpException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { LEADDEC_MESSAGES, LEADDEC_WEBHOOK_EVENTS, type LeadDecDeliveryOutcome, type LeadDecWebhookEvent } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { TenantScope } from '../../common/http/authenticated-request';
import { ClientsService } from '../clients/clients.service';
import { BusinessIntegrationsRepository } from './business-integrations.repository';
import type { LeadDecWebhookReceiptDto } from './dto/lead-integration.dto';
import { LEADDEC } from './lead-integration.service';
import { LeadWebhookDeliveriesRepository } from './lead-webhook-deliveries.repository';
import { verifyLeadDecSignature } from './lead-webhook-signature';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Lead {
  contactId: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}

/** The first non-blank text among these keys of the payload (LeadDec sends camelCase and snake_case alike). */
function text(source: Record<string, unknown>, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().slice(0, 254);
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/** The contact a delivery is about: at the top level or under `contact`. */
function leadOf(payload: Record<string, unknown>): Lead | null {
  const nested = payload.contact && typeof payload.contact === 'object' && !Array.isArray(payload.contact) ? (payload.contact as Record<string, unknown>) : {};
  const source = { ...payload, ...nested };
  const contactId = text(nested, 'id', 'contactId', 'contact_id') ?? text(payload, 'contactId', 'contact_id');
  if (!contactId) return null;
  return {
    contactId: contactId.slice(0, 200),
    firstName: text(source, 'firstName', 'first_name')?.slice(0, 100) ?? null,
    lastName: text(source, 'lastName', 'last_name')?.slice(0, 100) ?? null,
    email: text(source, 'email'),
    phone: text(source, 'phone')?.slice(0, 40) ?? null,
  };
}

/**
 * Deliveries to /webhooks/leaddec/*: the account header finds the business, whose secret verifies the signature over
 * the raw body (timestamp within 300 s; an accepted signature is never accepted again); the contact is then created
 * or updated as a client (source 'leaddec'). Every delivery that names a known account is recorded with its outcome.
 */
@Injectable()
export class LeadWebhooksService {
  constructor(
    private readonly integrations: BusinessIntegrationsRepository,
    private readonly deliveries: LeadWebhookDeliveriesRepository,
    private readonly clients: ClientsService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async receive(
    event: string,
    rawBody: Buffer | undefined,
    account: string | undefined,
    signatureHeader: string | undefined,
  ): Promise<LeadDecWebhookReceiptDto> {
    if (!(LEADDEC_WEBHOOK_EVENTS as readonly string[]).includes(event)) throw new NotFoundException(LEADDEC_MESSAGES.unknownEvent);
    if (!account) throw new UnauthorizedException(LEADDEC_MESSAGES.accountRequired);
    const integration = /^[0-9a-f-]{36}$/i.test(account) ? await this.integrations.findForDelivery(account.toLowerCase(), LEADDEC) : null;
    if (!integration) throw new UnauthorizedException(LEADDEC_MESSAGES.unknownAccount);
    const tenant: TenantScope = { businessId: integration.coach.id };
    const base = { integrationId: integration.id, event };
    const refuse = async (error: HttpException, outcome: LeadDecDeliveryOutcome = 'rejected', contactId: string | null = null): Promise<never> => {
      await this.deliveries.record(tenant, { ...base, outcome, statusCode: error.getStatus(), message: error.message, contactId });
      throw error;
    };

    const body = rawBody ?? Buffer.alloc(0);
    const check = verifyLeadDecSignature(integration.webhookSecret, body, signatureHeader);
    if (!check.ok) {
      const message =
        check.reason === 'missing'
          ? LEADDEC_MESSAGES.signatureRequired
          : check.reason === 'timestamp'
            ? LEADDEC_MESSAGES.timestampOutOfRange
            : LEADDEC_MESSAGES.invalidSignature;
      return refuse(new UnauthorizedException(message));
    }
    let payload: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(body.toString('utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      payload = parsed as Record<string, unknown>;
    } catch {
      return refuse(new BadRequestException(LEADDEC_MESSAGES.invalidPayload));
    }

    const isTest = payload.test === true;
    const lead = isTest ? null : leadOf(payload);
    if (!isTest && !lead) return refuse(new BadRequestException(LEADDEC_MESSAGES.contactIdRequired));
    if (lead?.email && !EMAIL.test(lead.email)) return refuse(new BadRequestException(LEADDEC_MESSAGES.emailRequired), 'rejected', lead.contactId);

    const settings = integration.settings;
    const ignored =
      settings.syncDirection === 'to_leaddec'
        ? LEADDEC_MESSAGES.syncDisabled
        : (settings.disabledEvents ?? []).includes(event)
          ? LEADDEC_MESSAGES.eventDisabled
          : null;

    let result: { replay: true } | { outcome: LeadDecDeliveryOutcome; clientId: string | null };
    try {
      // The same signed bytes may be meant for two addresses (LeadDec posts one contact to several): replays are per address.
      result = await this.apply(tenant, base, event, `${event}:${check.signature}`, isTest ? null : lead, ignored);
    } catch (error) {
      if (error instanceof HttpException) return refuse(error, 'rejected', lead?.contactId ?? null);
      await this.deliveries.record(tenant, {
        ...base,
        outcome: 'failed',
        statusCode: 500,
        message: 'The delivery could not be applied',
        contactId: lead?.contactId ?? null,
      });
      throw error;
    }
    if ('replay' in result) return refuse(new ConflictException(LEADDEC_MESSAGES.replayed), 'rejected', lead?.contactId ?? null);
    return { received: true, outcome: result.outcome, clientId: result.clientId };
  }

  /** Claims the signed delivery and applies it, in one transaction (a failure leaves neither the claim nor the client). */
  private apply(
    tenant: TenantScope,
    base: { integrationId: string; event: string },
    event: string,
    signature: string,
    lead: Lead | null,
    ignored: string | null,
  ): Promise<{ replay: true } | { outcome: LeadDecDeliveryOutcome; clientId: string | null }> {
    return this.uow.transaction(async () => {
      const claimed = await this.deliveries.claim(
        tenant,
        { ...base, outcome: 'failed', statusCode: 500, message: null, contactId: lead?.contactId ?? null },
        signature,
      );
      if (!claimed) return { replay: true as const };
      if (!lead) {
        await this.deliveries.settle(tenant, claimed, { outcome: 'test', statusCode: 200, message: LEADDEC_MESSAGES.testSucceeded });
        return { outcome: 'test' as const, clientId: null };
      }
      if (ignored) {
        await this.deliveries.settle(tenant, claimed, { outcome: 'ignored', statusCode: 200, message: ignored, contactId: lead.contactId });
        return { outcome: 'ignored' as const, clientId: null };
      }
      const upserted = await this.clients.upsertLead(tenant, { ...lead, activate: event === 'opportunity-won' });
      if (!upserted) throw new BadRequestException(LEADDEC_MESSAGES.emailRequired);
      const outcome = upserted.created ? ('created' as const) : ('updated' as const);
      await this.deliveries.settle(tenant, claimed, { outcome, statusCode: 200, message: null, contactId: lead.contactId, clientId: upserted.id });
      await this.integrations.markSynced(tenant, base.integrationId, new Date());
      this.events.record('lead_synced', {
        businessId: tenant.businessId,
        clientId: upserted.id,
        contactId: lead.contactId,
        event: event as LeadDecWebhookEvent,
        created: upserted.created,
      });
      return { outcome, clientId: upserted.id };
    });
  }
}
