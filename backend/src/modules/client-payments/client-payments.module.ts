import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClientsModule } from '../clients/clients.module';
import { CouponsModule } from '../coupons/coupons.module';
import { SeatPaymentsModule } from '../meetings/seat-payments.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PackagesModule } from '../packages/packages.module';
import { PaymentsModule } from '../payments/payments.module';
import { UserBillingModule } from '../users/user-billing.module';
import { ClientPaymentReceipts } from './client-payment-receipts';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentsController } from './client-payments.controller';
import { ClientPaymentsRepository } from './client-payments.repository';
import { ClientPackageRenewalsController } from './client-package-renewals.controller';
import { ClientPaymentsService } from './client-payments.service';
import { ClientPortalPaymentsController } from './client-portal-payments.controller';
import { ClientPayment } from './entities/client-payment.entity';
import { ClientPaymentRefund } from './entities/client-payment-refund.entity';
import { StripeConnectController } from './stripe-connect.controller';

/**
 * Client payments: the coach's payments account (Payment Setup), packages bought in the portal on that account with
 * the platform's fee, refunds, receipts and the month's revenue. Registered in app-modules.ts; its webhook events are
 * applied by the payments module's billing worker (ClientPaymentsWorkerModule).
 */
@Module({
  imports: [AuditModule, PaymentsModule, PackagesModule, CouponsModule, ClientsModule, NotificationsModule, UserBillingModule, SeatPaymentsModule],
  controllers: [StripeConnectController, ClientPortalPaymentsController, ClientPaymentsController, ClientPackageRenewalsController],
  providers: [ClientPaymentsService, ClientPaymentsRepository, ClientPaymentRefundsRepository, ClientPaymentReceipts],
  exports: [ClientPaymentsService],
})
export class ClientPaymentsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [ClientPayment, ClientPaymentRefund];
}
