import { Injectable, NotFoundException } from '@nestjs/common';
import { ADMIN_BILLING_MESSAGES } from '@coachcore/domain';
import type { Page } from '../../common/http/pagination';
import { AdminPaymentsRepository } from './admin-payments.repository';
import { AdminSubscriptionsRepository } from './admin-subscriptions.repository';
import {
  toAdminPaymentDetail,
  toAdminPaymentRow,
  type AdminPaymentDetailResponseDto,
  type AdminPaymentRowResponseDto,
  type ListAdminPaymentsQuery,
} from './dto/admin-payments.dto';
import { toAdminSubscription, type AdminSubscriptionResponseDto, type ListAdminSubscriptionsQuery } from './dto/admin-subscriptions.dto';
import { WebhookEventsRepository } from './webhook-events.repository';

/** The admin area's Billing & Subscriptions section: every business's platform payments and subscriptions. */
@Injectable()
export class AdminBillingService {
  constructor(
    private readonly payments: AdminPaymentsRepository,
    private readonly subscriptions: AdminSubscriptionsRepository,
    private readonly webhookEvents: WebhookEventsRepository,
  ) {}

  async paymentPage(query: ListAdminPaymentsQuery): Promise<Page<AdminPaymentRowResponseDto>> {
    const status = query.status === 'all' ? undefined : query.status;
    return (await this.payments.platformPage({ status, page: query.page, limit: query.limit })).map(toAdminPaymentRow);
  }

  /** A payment with the provider events recorded about its invoice and payment intents; 404 when there is none. */
  async payment(id: string): Promise<AdminPaymentDetailResponseDto> {
    const row = await this.payments.findAnyDetail(id);
    if (!row) throw new NotFoundException(ADMIN_BILLING_MESSAGES.paymentNotFound);
    return toAdminPaymentDetail(row, await this.webhookEvents.concerning(row));
  }

  async subscriptionPage(query: ListAdminSubscriptionsQuery): Promise<Page<AdminSubscriptionResponseDto>> {
    const status = query.status === 'all' ? undefined : query.status;
    return (await this.subscriptions.platformPage({ status, page: query.page, limit: query.limit })).map(toAdminSubscription);
  }
}
