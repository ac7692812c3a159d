import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import { AppConfig } from '../../config/app-config';
import { JobQueue } from '../../infra/queues/job-queue.service';
import { NotificationsService } from '../notifications/notifications.service';
import { UserBillingService } from '../users/user-billing.service';
import { SubscriptionEndingRepository } from './subscription-ending.repository';

/** Days before a subscription's end that `subscription_ending` is told. */
export const SUBSCRIPTION_ENDING_NOTICE_DAYS = 7;

/** Hourly: a subscription is told within the hour after it comes within 7 days of its end. */
export const SUBSCRIPTION_ENDING_PATTERN = '20 * * * *';

const DAY_MS = 24 * 3600 * 1000;

/**
 * `subscription_ending`, once per subscription period, 7 days before it ends: the `billing/notify-subscriptions-ending`
 * pass (a BullMQ job scheduler, one in Redis however many workers register it). Each period is claimed by a unique row
 * in the same transaction as its event and e-mail, so two passes at once tell it once.
 */
@Injectable()
export class SubscriptionEndingService implements OnApplicationBootstrap {
  private readonly logger = new Logger(SubscriptionEndingService.name);

  constructor(
    private readonly notices: SubscriptionEndingRepository,
    private readonly users: UserBillingService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly jobs: JobQueue,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs
        .queue('billing')
        .upsertJobScheduler(
          'notify-subscriptions-ending',
          { pattern: SUBSCRIPTION_ENDING_PATTERN, tz: 'UTC' },
          { name: 'notify-subscriptions-ending', data: {} },
        );
    } catch (error) {
      this.logger.warn(`Could not register the subscription-ending schedule: ${(error as Error).message}`);
    }
  }

  /** Tells every subscription that ends within 7 days of `now` and was not told yet; answers how many. */
  async notifyEnding(now = new Date()): Promise<number> {
    return this.uow.transaction(async () => {
      const ending = await this.notices.claimEnding(now, new Date(now.getTime() + SUBSCRIPTION_ENDING_NOTICE_DAYS * DAY_MS));
      for (const subscription of ending) {
        if (subscription.kind === 'platform_subscription') {
          const owner = await this.users.of(subscription.businessId);
          if (owner) {
            this.notifications.stageSubscriptionEndingEmail(subscription.subscriptionRef, subscription.periodEnd, owner.email, {
              firstName: owner.name.split(' ')[0] || owner.name,
              endsOn: subscription.periodEnd.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
              manageUrl: `${this.config.appUrl}/platform-subscription`,
            });
          }
        }
        this.events.record('subscription_ending', {
          businessId: subscription.businessId,
          kind: subscription.kind,
          subscriptionId: subscription.subscriptionRef,
          clientId: subscription.clientId,
          endsAt: subscription.periodEnd.toISOString(),
        });
      }
      await this.uow.save();
      return ending.length;
    });
  }
}
