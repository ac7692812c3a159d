import { BadRequestException, Body, Controller, HttpCode, Inject, NotFoundException, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@coachcore/domain';
import { Access, BillingAccess } from '../../common/decorators/access.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import {
  SimulatedAuthenticateDto,
  SimulatedConfirmationResponseDto,
  SimulatedConfirmDto,
  SimulatedRenewalResponseDto,
  SimulatedRenewDto,
} from './dto/platform-subscription.dto';
import { PackagesService } from '../packages/packages.service';
import { PlatformSubscriptionsRepository } from './platform-subscriptions.repository';
import { PAYMENTS_PROVIDER, type PaymentsProvider } from './provider/payments-provider';
import { SimulatedPaymentError, SimulatedPaymentsProvider } from './provider/simulated-payments.provider';

/**
 * The simulated provider's side of the card form (what Stripe.js talks to at Stripe): confirming a payment with a
 * test card and the 3D Secure step. Only while the simulated provider runs; 404 otherwise.
 */
@ApiTags('simulated-payments')
@Controller('payments/simulated')
@Access({ roles: ['business', 'staff', 'client'] })
@BillingAccess()
export class SimulatedPaymentsController {
  constructor(
    @Inject(PAYMENTS_PROVIDER) private readonly provider: PaymentsProvider | null,
    private readonly subscriptions: PlatformSubscriptionsRepository,
    private readonly packages: PackagesService,
  ) {}

  /**
   * Confirms a payment with a card
   *
   * @remarks Stripe's test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined ('Your card was
   * declined.'), 4000 0000 0000 3220 needs authentication (`requires_action`: then `authenticate`). The client secret is
   * the key. The outcome reaches the app as signed webhook events, as Stripe's do.
   */
  @Post('confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: SimulatedConfirmationResponseDto, description: 'The payment intent, and the card error if it failed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The payment cannot be confirmed in its state' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such payment_intent' })
  confirm(@Body() dto: SimulatedConfirmDto): Promise<SimulatedConfirmationResponseDto> {
    return this.run((provider) => provider.confirmCardPayment(dto.clientSecret, dto.card));
  }

  /**
   * Completes or fails the 3D Secure step
   *
   * @remarks For a payment in `requires_action`: completing it pays, failing it leaves the payment to another card.
   */
  @Post('authenticate')
  @HttpCode(200)
  @ApiOkResponse({ type: SimulatedConfirmationResponseDto, description: 'The payment intent, and the error if authentication failed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'The payment is not awaiting authentication' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such payment_intent' })
  authenticate(@Body() dto: SimulatedAuthenticateDto): Promise<SimulatedConfirmationResponseDto> {
    return this.run((provider) => provider.authenticate(dto.clientSecret, dto.complete));
  }

  /**
   * Advances the caller's subscription to its renewal (Stripe's test clocks)
   *
   * @remarks The business owner's own subscription: its renewal invoice is charged to the card on file, or declined
   * (`decline`), which makes it past due with the 30-day grace period. For trying the payment-failure path offline.
   * With `clientSubscriptionId`, a recurring coaching package's subscription instead: one of the business's clients'
   * (the business) or the signed-in client's own; a declined renewal is the client's failed payment. A subscription
   * set to cancel at its period's end ends instead (no invoice).
   */
  @Post('renew')
  @HttpCode(200)
  @Access({ roles: ['business', 'client'] })
  @ApiOkResponse({ type: SimulatedRenewalResponseDto, description: 'The renewal invoice' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${PAYMENT_MESSAGES.noSubscription}; ${SUBSCRIPTION_MESSAGES.notFound}` })
  async renew(@CurrentTenant() tenant: Tenant, @Body() dto: SimulatedRenewDto): Promise<SimulatedRenewalResponseDto> {
    const subscriptionId = await this.subscriptionToRenew(tenant, dto.clientSubscriptionId);
    return this.run((provider) => provider.renew(subscriptionId, { decline: dto.decline }));
  }

  private async subscriptionToRenew(tenant: Tenant, clientSubscriptionId: string | undefined): Promise<string> {
    if (clientSubscriptionId) return this.packages.providerSubscriptionOf(tenant, clientSubscriptionId, tenant.clientId ?? undefined);
    const subscriptionId = tenant.clientId ? null : (await this.subscriptions.findForBusiness(tenant))?.stripeSubscriptionId;
    if (!subscriptionId) throw new NotFoundException(PAYMENT_MESSAGES.noSubscription);
    return subscriptionId;
  }

  private async run<R>(work: (provider: SimulatedPaymentsProvider) => Promise<R>): Promise<R> {
    if (!(this.provider instanceof SimulatedPaymentsProvider)) throw new NotFoundException(PAYMENT_MESSAGES.notSimulated);
    try {
      return await work(this.provider);
    } catch (error) {
      if (error instanceof SimulatedPaymentError)
        throw error.code === 'resource_missing' ? new NotFoundException(error.message) : new BadRequestException(error.message);
      throw error;
    }
  }
}
