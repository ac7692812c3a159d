import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { PackagesModule } from '../packages/packages.module';
import { UserBillingModule } from '../users/user-billing.module';
import { ClientPaymentEventsService } from './client-payment-events.service';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentsRepository } from './client-payments.repository';

/** Consumer side of client payments, loaded with the billing worker: applying their webhook events. */
@Module({
  imports: [PackagesModule, NotificationsModule, UserBillingModule],
  providers: [ClientPaymentEventsService, ClientPaymentReceipts, ClientPaymentsRepository],
  exports: [ClientPaymentEventsService],
})
export class ClientPaymentsWorkerModule {}
