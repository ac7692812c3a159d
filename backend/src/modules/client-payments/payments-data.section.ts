import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { PackagesService } from '../packages/packages.service';
import { ClientPaymentRefundsRepository } from './client-payment-refunds.repository';
import { ClientPaymentsRepository } from './client-payments.repository';
import { paymentDescription } from './dto/client-payment.dto';

/** The client's part of their data export kept by packages and payments: the packages they had and what they paid. */
@Injectable()
@ClientDataSource('payments')
export class PaymentsDataSection implements ClientDataSection {
  constructor(
    private readonly payments: ClientPaymentsRepository,
    private readonly refunds: ClientPaymentRefundsRepository,
    private readonly packages: PackagesService,
  ) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const subscriptions = await this.packages.historyOfClient(scope, scope.clientId);
    const payments = await this.payments.allOfClient(scope, scope.clientId);
    const refunds = await this.refunds.ofPayments(
      scope,
      payments.map((payment) => payment.id),
    );
    return {
      tables: [
        {
          name: 'packages',
          rows: subscriptions.map(({ packageName, price, duration, startDate, endDate, status, createdAt }) =>
            plainRow({ packageName, price, duration, startDate, endDate, status, createdAt }),
          ),
        },
        {
          name: 'payments',
          rows: payments.map((payment) =>
            plainRow({
              id: payment.id,
              description: paymentDescription(payment),
              paymentType: payment.paymentType,
              currency: payment.currency,
              originalAmount: payment.originalAmount,
              discountAmount: payment.discountAmount,
              couponCode: payment.couponCode ?? null,
              amount: payment.amount,
              status: payment.status,
              paidAt: payment.paidAt ?? null,
              failureReason: payment.failureReason ?? null,
              amountRefunded: payment.amountRefunded,
              refunds: refunds
                .filter((refund) => refund.payment.id === payment.id)
                .map((refund) => ({ amount: refund.amount, at: refund.createdAt.toISOString() })),
              createdAt: payment.createdAt,
            }),
          ),
        },
      ],
    };
  }
}
