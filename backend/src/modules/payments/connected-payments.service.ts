import { Inject, Injectable, ServiceUnavailableException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@coachcore/domain';
import {
  PAYMENTS_PROVIDER,
  type PaymentsProvider,
  type ProviderAccount,
  type ProviderInvoice,
  type ProviderSubscription,
  type ProviderIntentRefunds,
  type ProviderPaymentIntent,
  type ProviderRefund,
} from './provider/payments-provider';
import { SimulatedPaymentError, SimulatedPaymentsProvider } from './provider/simulated-payments.provider';

export type { ProviderEvent } from './provider/payments-provider';
export { invoicePaymentIntent } from './provider/invoice-payment-intent';

/**
 * The provider's connected-account calls, for the client-payments module (this module's public surface: the provider
 * itself stays internal): the coaches' payments accounts, charges on them with the platform's fee, and refunds. 503
 * 'Stripe configuration required. Please contact support.' while payments are configured but cannot run.
 */
@Injectable()
export class ConnectedPaymentsService {
  constructor(@Inject(PAYMENTS_PROVIDER) private readonly provider: PaymentsProvider | null) {}

  /** Whether a provider runs (Stripe or the simulated one). */
  get available(): boolean {
    return this.provider !== null;
  }

  createConnectedAccount(input: { email: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    return this.require().createConnectedAccount(input);
  }

  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<{ url: string }> {
    return this.require().createAccountLink(input);
  }

  getAccount(id: string): Promise<ProviderAccount> {
    return this.require().getAccount(id);
  }

  /** A charge on `connectedAccountId` (a destination charge) with the platform's `applicationFeeAmount` (cents). */
  createPaymentIntent(input: {
    amount: number;
    currency: string;
    connectedAccountId: string;
    applicationFeeAmount: number;
    metadata: Record<string, string>;
  }): Promise<ProviderPaymentIntent> {
    return this.require().createPaymentIntent(input);
  }

  /** A customer of the platform's account (a client paying a recurring package). */
  createCustomer(input: { email: string; name: string; metadata: Record<string, string> }): Promise<{ id: string }> {
    return this.require().createCustomer(input);
  }

  /**
   * A recurring package's subscription on `connectedAccountId` with the platform's `applicationFeePercent` of every
   * invoice; its first payment waits for the card form (the answer's `clientSecret`).
   */
  createConnectedSubscription(input: {
    customerId: string;
    unitAmount: number;
    currency: string;
    interval: 'month' | 'year';
    priceKey: string;
    productName: string;
    connectedAccountId: string;
    applicationFeePercent: number;
    metadata: Record<string, string>;
  }): Promise<ProviderSubscription> {
    return this.require().createSubscription(input);
  }

  getSubscription(id: string): Promise<ProviderSubscription> {
    return this.require().getSubscription(id);
  }

  latestInvoice(subscriptionId: string): Promise<ProviderInvoice | null> {
    return this.require().latestInvoice(subscriptionId);
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription> {
    return this.require().setCancelAtPeriodEnd(id, cancel);
  }

  refund(input: { paymentIntentId: string; amount?: number }): Promise<ProviderRefund> {
    return this.require().refund(input);
  }

  /** Every refund of a payment intent, including those made in the provider's dashboard. */
  refundsOf(paymentIntentId: string): Promise<ProviderIntentRefunds | null> {
    return this.require().refundsOf(paymentIntentId);
  }

  /**
   * The simulated provider's onboarding page finished: the account can take payments. False while Stripe runs (its
   * hosted onboarding does this) or for an unknown account.
   */
  async completeSimulatedOnboarding(accountId: string): Promise<boolean> {
    if (!(this.provider instanceof SimulatedPaymentsProvider)) return false;
    try {
      await this.provider.completeOnboarding(accountId);
      return true;
    } catch (error) {
      if (error instanceof SimulatedPaymentError) return false;
      throw error;
    }
  }

  private require(): PaymentsProvider {
    if (!this.provider) throw new ServiceUnavailableException(PAYMENT_MESSAGES.configurationRequired);
    return this.provider;
  }
}
