import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { PUSH_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { Tenant } from '../../common/http/authenticated-request';
import { signedInClientId } from '../../common/http/signed-in-client';
import { AppConfig } from '../../config/app-config';
import { ClientsService } from '../clients/clients.service';
import {
  toNotificationPreferences,
  type CreatePushSubscriptionDto,
  type NotificationPreferencesDto,
  type PushSubscriptionResponseDto,
  type UpdateNotificationPreferencesDto,
} from './dto/push.dto';
import { NotificationPreferencesRepository } from './notification-preferences.repository';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The signed-in client's push subscriptions (one per browser) and their choice of notifications (/client/profile). */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly config: AppConfig,
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly preferences: NotificationPreferencesRepository,
    private readonly clients: ClientsService,
    private readonly uow: UnitOfWork,
  ) {}

  /** Stores this browser's subscription for the signed-in client (again: its keys renewed). */
  async subscribe(tenant: Tenant, dto: CreatePushSubscriptionDto, userAgent: string | undefined): Promise<PushSubscriptionResponseDto> {
    // Push services are https; a plain http endpoint is only for local development and tests.
    if (this.config.isProduction && !dto.endpoint.startsWith('https://')) throw new BadRequestException(PUSH_MESSAGES.endpointInvalid);
    const client = await this.clients.findOrFail(tenant, signedInClientId(tenant));
    await this.subscriptions.upsert(tenant, client, {
      endpoint: dto.endpoint,
      p256dh: dto.keys.p256dh,
      auth: dto.keys.auth,
      userAgent: userAgent?.slice(0, 500) ?? null,
    });
    return { endpoint: dto.endpoint, devices: await this.subscriptions.countOfClient(tenant, client.id) };
  }

  /** Ends this browser's subscription (the client turned notifications off on it). */
  async unsubscribe(tenant: Tenant, endpoint: string): Promise<void> {
    if (!(await this.subscriptions.removeEndpoint(tenant, signedInClientId(tenant), endpoint))) throw new NotFoundException(PUSH_MESSAGES.subscriptionNotFound);
  }

  async preferencesOf(tenant: Tenant): Promise<NotificationPreferencesDto> {
    const clientId = signedInClientId(tenant);
    const [stored, devices] = await Promise.all([this.preferences.ofClient(tenant, clientId), this.subscriptions.countOfClient(tenant, clientId)]);
    return toNotificationPreferences(stored ?? { newMessage: true, workoutAssigned: true, habitReminders: true, upcomingSession: true }, devices);
  }

  async updatePreferences(tenant: Tenant, dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const client = await this.clients.findOrFail(tenant, signedInClientId(tenant));
    const preferences = await this.preferences.ofClientOrNew(tenant, client);
    for (const kind of ['newMessage', 'workoutAssigned', 'habitReminders', 'upcomingSession'] as const) {
      if (dto[kind] !== undefined) preferences[kind] = dto[kind];
    }
    await this.uow.save();
    return toNotificationPreferences(preferences, await this.subscriptions.countOfClient(tenant, client.id));
  }
}
