import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PUSH_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import {
  CreatePushSubscriptionDto,
  DeletePushSubscriptionDto,
  NotificationPreferencesDto,
  PushPublicKeyDto,
  PushSubscriptionResponseDto,
  UpdateNotificationPreferencesDto,
} from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { WebPushService } from './web-push.service';

/** The signed-in client's push notifications: their devices and which notifications they want (/client/profile). */
@ApiTags('client-portal')
@Controller('client')
@Access({ roles: ['client'] })
export class ClientPortalPushController {
  constructor(
    private readonly push: WebPushService,
    private readonly pushSubscriptions: PushSubscriptionsService,
  ) {}

  /**
   * The web push public key
   *
   * @remarks The platform's VAPID public key: the `applicationServerKey` the portal's service worker subscribes with.
   */
  @Get('push/public-key')
  @ApiOkResponse({ type: PushPublicKeyDto, description: 'The key' })
  async publicKey(): Promise<PushPublicKeyDto> {
    return { publicKey: await this.push.publicKey() };
  }

  /**
   * Allows notifications on this device
   *
   * @remarks Stores the browser's push subscription (`subscription.toJSON()`); the same endpoint again renews its keys.
   * Notifications the client has not turned off in their preferences then reach this device.
   */
  @Post('push/subscriptions')
  @ApiCreatedResponse({ type: PushSubscriptionResponseDto, description: 'The subscription, stored' })
  subscribe(
    @CurrentTenant() tenant: Tenant,
    @Body() dto: CreatePushSubscriptionDto,
    @Headers('user-agent') userAgent: string | undefined,
  ): Promise<PushSubscriptionResponseDto> {
    return this.pushSubscriptions.subscribe(tenant, dto, userAgent);
  }

  /**
   * Stops notifications on this device
   *
   * @remarks Removes the client's subscription of this endpoint.
   */
  @Delete('push/subscriptions')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PUSH_MESSAGES.subscriptionNotFound })
  async unsubscribe(@CurrentTenant() tenant: Tenant, @Body() dto: DeletePushSubscriptionDto): Promise<void> {
    await this.pushSubscriptions.unsubscribe(tenant, dto.endpoint);
  }

  /**
   * My notification preferences
   *
   * @remarks Which notifications the client wants (a new message from the coach, a workout assigned, habit reminders,
   * an upcoming session), all on until changed, and on how many devices they allowed notifications.
   */
  @Get('notification-preferences')
  @ApiOkResponse({ type: NotificationPreferencesDto, description: 'The preferences' })
  preferences(@CurrentTenant() tenant: Tenant): Promise<NotificationPreferencesDto> {
    return this.pushSubscriptions.preferencesOf(tenant);
  }

  /**
   * Changes my notification preferences
   *
   * @remarks The kinds sent are changed; the others stay as they were.
   */
  @Put('notification-preferences')
  @ApiOkResponse({ type: NotificationPreferencesDto, description: 'The preferences, saved' })
  updatePreferences(@CurrentTenant() tenant: Tenant, @Body() dto: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    return this.pushSubscriptions.updatePreferences(tenant, dto);
  }
}
