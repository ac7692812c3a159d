import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { PAYMENT_MESSAGES, PLAN_CHANGE_MESSAGES } from '@coachcore/domain';
import { Access, BillingAccess } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import {
  ChangePlanDto,
  CreatePlatformSubscriptionDto,
  GetOrCreateSubscriptionDto,
  PaymentMethodSetupResponseDto,
  PaymentMethodUpdatedResponseDto,
  PlanChangedResponseDto,
  PlanChangeQuery,
  PlanChangeQuoteResponseDto,
  UpdatePaymentMethodDto,
  PaymentsConfigResponseDto,
  SubscriptionPaymentResponseDto,
  SubscriptionStatusResponseDto,
} from './dto/platform-subscription.dto';
import { PlatformSubscriptionService } from './platform-subscription.service';

/** The coach's platform subscription (document 3 sections 2.1, 2.2 and 7): the business owner's own. */
@ApiTags('platform-subscription')
@Controller()
@Access({ roles: ['business'] })
export class PlatformSubscriptionController {
  constructor(private readonly subscriptions: PlatformSubscriptionService) {}

  /**
   * Which payments provider runs
   *
   * @remarks What the card forms need: `stripe` with Stripe's publishable key (Stripe Elements), `simulated` (the
   * offline provider's card form), or `misconfigured` ('Stripe configuration required. Please contact support.').
   */
  @Get('payments/config')
  @Access({ roles: ['business', 'staff', 'client'] })
  @BillingAccess()
  @ApiOkResponse({ type: PaymentsConfigResponseDto, description: 'The provider' })
  config(): PaymentsConfigResponseDto {
    return this.subscriptions.config();
  }

  /**
   * The business's subscription status
   *
   * @remarks `status` (`active`, `past_due`, `suspended`, `canceled`, `incomplete` while the first payment is due, `none`
   * before any) and `currentPeriodEnd` in epoch seconds: the renewal date.
   */
  @Get('platform/subscription-status')
  @BillingAccess()
  @ApiOkResponse({ type: SubscriptionStatusResponseDto, description: 'The status' })
  status(@CurrentTenant() tenant: Tenant): Promise<SubscriptionStatusResponseDto> {
    return this.subscriptions.status(tenant);
  }

  /**
   * Gets or creates the business's subscription
   *
   * @remarks The older subscription page calls it on load: the business's subscription to the plan, created the first
   * time, with the `clientSecret` its card form confirms the first payment with (null once paid). Calls at once create one.
   * `plan` chooses a tier of the three-tier page (Starter, Professional, Enterprise, in US dollars, with their client
   * limits); without it, the one plan.
   */
  @Post('get-or-create-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionPaymentResponseDto, description: 'The subscription and its client secret' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  getOrCreate(@CurrentTenant() tenant: Tenant, @Body() dto: GetOrCreateSubscriptionDto): Promise<SubscriptionPaymentResponseDto> {
    return this.subscriptions.getOrCreate(tenant, dto);
  }

  /**
   * Starts Update Payment Method
   *
   * @remarks A setup intent of the business's customer: its `clientSecret` confirms the new card in the card form
   * (Stripe's test cards behave as at Stripe), then `payment-method` makes it the subscription's.
   */
  @Post('platform/payment-method/setup')
  @HttpCode(200)
  @BillingAccess()
  @ApiOkResponse({ type: PaymentMethodSetupResponseDto, description: 'The setup intent and its client secret' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.notActive })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  setupPaymentMethod(@CurrentTenant() tenant: Tenant): Promise<PaymentMethodSetupResponseDto> {
    return this.subscriptions.setupPaymentMethod(tenant);
  }

  /**
   * Makes the confirmed card the subscription's
   *
   * @remarks A past-due or suspended business's open invoice is paid with it at once; the payment lifts the suspension.
   * The provider's message when the setup intent is not confirmed or the invoice cannot be charged.
   */
  @Post('platform/payment-method')
  @HttpCode(200)
  @BillingAccess()
  @ApiOkResponse({ type: PaymentMethodUpdatedResponseDto, description: 'The card now on file' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: "The provider's message" })
  updatePaymentMethod(@CurrentTenant() tenant: Tenant, @Body() dto: UpdatePaymentMethodDto): Promise<PaymentMethodUpdatedResponseDto> {
    return this.subscriptions.updatePaymentMethod(tenant, dto);
  }

  /**
   * What Change Plan would cost now
   *
   * @remarks Monthly → annual: the annual price less the unused part of the month. Annual → monthly (within 60 days of
   * the year's start, the legal pages' refund rule): the unused part of the year refunded, the month charged.
   */
  @Get('platform/plan-change-quote')
  @ApiOkResponse({ type: PlanChangeQuoteResponseDto, description: 'The amounts of the change' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PLAN_CHANGE_MESSAGES.annualRefundWindowPassed })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  quotePlanChange(@CurrentTenant() tenant: Tenant, @Query() query: PlanChangeQuery): Promise<PlanChangeQuoteResponseDto> {
    return this.subscriptions.quotePlanChange(tenant, query.interval);
  }

  /**
   * Changes between monthly and annual billing
   *
   * @remarks From now, prorated as the quote says: charged to the card on file, refunds to it.
   */
  @Post('platform/change-plan')
  @HttpCode(200)
  @ApiOkResponse({ type: PlanChangedResponseDto, description: 'What was charged or refunded, and the new status' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PLAN_CHANGE_MESSAGES.annualRefundWindowPassed })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  changePlan(@CurrentTenant() tenant: Tenant, @Body() dto: ChangePlanDto): Promise<PlanChangedResponseDto> {
    return this.subscriptions.changePlan(tenant, dto);
  }

  /**
   * Subscribes the business to the plan
   *
   * @remarks 'Get Started' on Choose Your Plan: `priceId` is the plan's (`coachcore-platform-monthly`); a `couponCode`
   * that gives free access answers `freeAccess: true` with nothing to pay, otherwise the `clientSecret` of the first
   * payment. A business that already has a subscription gets it back.
   */
  @Post('platform/create-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionPaymentResponseDto, description: 'Free access, or the subscription and its client secret' })
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.configurationRequired })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreatePlatformSubscriptionDto): Promise<SubscriptionPaymentResponseDto> {
    return this.subscriptions.create(tenant, dto);
  }

  /**
   * Cancels the subscription at the end of the period
   *
   * @remarks Access continues until `currentPeriodEnd`; until then `resume-subscription` takes it back.
   */
  @Post('platform/cancel-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusResponseDto, description: 'The status, with cancelAtPeriodEnd' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.notActive })
  cancel(@CurrentTenant() tenant: Tenant): Promise<SubscriptionStatusResponseDto> {
    return this.subscriptions.setCancelAtPeriodEnd(tenant, true);
  }

  /**
   * Keeps a subscription that was cancelled at period end
   *
   * @remarks Undoes Cancel Subscription while the period runs.
   */
  @Post('platform/resume-subscription')
  @HttpCode(200)
  @ApiOkResponse({ type: SubscriptionStatusResponseDto, description: 'The status, with cancelAtPeriodEnd false' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.noSubscription })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PAYMENT_MESSAGES.notActive })
  resume(@CurrentTenant() tenant: Tenant): Promise<SubscriptionStatusResponseDto> {
    return this.subscriptions.setCancelAtPeriodEnd(tenant, false);
  }
}
