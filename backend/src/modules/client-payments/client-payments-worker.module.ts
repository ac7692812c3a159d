import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { SeatPaymentsModule } from '../meetings/seat-payments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PackagesModule } from '../packages/packages.module';
import { PaymentsProviderModule } from '../payments/payments-provider.module';
import { UserBillingModule } from '../users/user-billing.module';
import { PackageSubscriptionEventsService } from './package-subscription-events.service';
import { ClientPaymentEventsService } from './client-payment-events.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentsRepository } from './client-payments.repository';
import { PaymentsDataSection } from './payments-data.section';
import { SeatRefundsService } from './seat-refunds.service';
import { SeatRefundsSubscriptions } from './seat-refunds.subscriptions';

/**
 * Consumer side of client payments, loaded with the billing worker: applying their webhook events (refunds ask the
 * provider), and giving a paid seat's money back when the seat ends.
 */
@Module({
  imports: [AuditModule, PaymentsProviderModule, PackagesModule, NotificationsModule, UserBillingModule, SeatPaymentsModule],
  providers: [
    ClientPaymentEventsService,
    PackageSubscriptionEventsService,
    ClientPaymentReceipts,
    ClientPaymentsRepository,
    ClientPaymentRefundsRepository,
    PaymentsDataSection,
    SeatRefundsService,
    SeatRefundsSubscriptions,
  ],
  exports: [ClientPaymentEventsService],
})
export class ClientPaymentsWorkerModule {}
