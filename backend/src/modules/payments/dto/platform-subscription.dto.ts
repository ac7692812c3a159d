import {
  PAYMENT_MESSAGES,
  PLAN_CHANGE_MESSAGES,
  PLATFORM_BILLING_INTERVALS,
  PLATFORM_PLAN,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIER_IDS,
  type PlatformBillingInterval,
  type SubscriptionStatus,
  type SubscriptionTierId,
} from '@coachcore/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';
import { OptionalNotNull, rule } from '../../../common/validation/rules';
import type { PlatformSubscription } from '../entities/platform-subscription.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreatePlatformSubscriptionDto {
  /** The plan's price identifier: the single plan's. */
  @ApiProperty({ enum: [PLATFORM_PLAN.priceId], enumName: 'PlatformPriceId', pattern: '^[a-z0-9-]+$' })
  @IsIn([PLATFORM_PLAN.priceId], rule({ message: PAYMENT_MESSAGES.unknownPlan, order: 1 }))
  priceId: string;

  /** A platform coupon code (free access, or a discount on the plan). */
  @OptionalNotNull()
  @Transform(trim)
  @IsString(rule({ message: PAYMENT_MESSAGES.couponNotValid, order: 2 }))
  @MaxLength(50, rule({ message: PAYMENT_MESSAGES.couponNotValid, order: 3 }))
  couponCode?: string;
}

/** The older three-tier page's choice (its call on load); without a body, the one plan. */
export class GetOrCreateSubscriptionDto {
  /** A tier of the three-tier page: Starter ($29, 10 clients), Professional ($79, 50 clients), Enterprise ($199, unlimited). */
  @ApiProperty({ enum: SUBSCRIPTION_TIER_IDS, enumName: 'SubscriptionTierId', required: false })
  @OptionalNotNull()
  @IsIn(SUBSCRIPTION_TIER_IDS, rule({ message: PLAN_CHANGE_MESSAGES.tierInvalid, order: 1 }))
  plan?: SubscriptionTierId;
}

export class UpdatePaymentMethodDto {
  /** The setup intent whose card the form confirmed (seti_...). */
  @ApiProperty({ pattern: '^seti_\\w+$', maxLength: 200 })
  @IsString({ message: 'Setup intent is required' })
  @MaxLength(200, { message: 'Setup intent is required' })
  setupIntentId: string;
}

export class PaymentMethodSetupResponseDto {
  @ApiProperty({ pattern: '^seti_\\w+$' })
  setupIntentId: string;
  /** What the card form confirms the card with (Stripe.js `confirmCardSetup`, or the simulated form). */
  clientSecret: string;
}

export class PaymentMethodUpdatedResponseDto {
  /** The card's brand (visa, mastercard, ...). */
  brand: string;
  last4: string;
  /** A past-due subscription's open invoice was paid with the new card. */
  paidOpenInvoice: boolean;
}

export class PlanChangeQuery {
  @ApiProperty({ enum: PLATFORM_BILLING_INTERVALS, enumName: 'PlatformBillingInterval' })
  @IsIn(PLATFORM_BILLING_INTERVALS, { message: PLAN_CHANGE_MESSAGES.intervalInvalid })
  interval: PlatformBillingInterval;
}

export class ChangePlanDto {
  /** Monthly (50 GBP a month) or annual (600 GBP a year) billing. */
  @ApiProperty({ enum: PLATFORM_BILLING_INTERVALS, enumName: 'PlatformBillingInterval' })
  @IsIn(PLATFORM_BILLING_INTERVALS, { message: PLAN_CHANGE_MESSAGES.intervalInvalid })
  interval: PlatformBillingInterval;
}

export class PlanChangeQuoteResponseDto {
  @ApiProperty({ enum: PLATFORM_BILLING_INTERVALS, enumName: 'PlatformBillingInterval' })
  from: PlatformBillingInterval;
  @ApiProperty({ enum: PLATFORM_BILLING_INTERVALS, enumName: 'PlatformBillingInterval' })
  to: PlatformBillingInterval;
  /** Lower-case ISO code of the amounts (gbp). */
  currency: string;
  /** The unused part of the current period, credited (monthly → annual) or refunded (annual → monthly). */
  @ApiProperty({ type: Number, format: 'double', minimum: 0 })
  unusedCredit: number;
  /** Charged now. */
  @ApiProperty({ type: Number, format: 'double', minimum: 0 })
  amountDue: number;
  /** Refunded to the card now. */
  @ApiProperty({ type: Number, format: 'double', minimum: 0 })
  refund: number;
  /** End of the new billing period, epoch seconds. */
  @ApiInteger()
  newPeriodEnd: number;
}

export class PlanChangedResponseDto {
  quote: PlanChangeQuoteResponseDto;
  subscription: SubscriptionStatusResponseDto;
}

/** What starts the card form: the subscription and the secret its first payment is confirmed with. */
export class SubscriptionPaymentResponseDto {
  /** The provider's subscription id (sub_...). */
  @ApiProperty({ type: String, nullable: true, pattern: '^sub_\\w+$' })
  subscriptionId: string | null;
  /** The provider's status: `incomplete` until the first payment succeeds, then `active`. */
  status: string;
  /** Null once nothing is due (the subscription is paid, or the coupon gave free access). */
  clientSecret: string | null;
  /** True when a coupon gave access with nothing to pay. */
  freeAccess: boolean;
}

export class SubscriptionStatusResponseDto {
  /** The business's subscription status, `none` before any subscription. */
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, enumName: 'SubscriptionStatus' })
  status: SubscriptionStatus;
  /** End of the current period, epoch seconds: the renewal date (or the end of access when cancelled at period end). */
  @ApiInteger({ nullable: true })
  currentPeriodEnd: number | null;
  /** Cancelled at the end of the period (undoable until then). */
  cancelAtPeriodEnd: boolean;
  /** The plan: `coachcore-platform-monthly`, `coachcore-platform-annual`, or a tier of the older page (starter, professional, enterprise). */
  @ApiProperty({ type: String, nullable: true, pattern: '^[a-z0-9-]+$' })
  priceId: string | null;
}

export class PaymentsConfigResponseDto {
  /** Which provider takes payments: Stripe, the offline simulated provider, or none (configured but cannot run). */
  @ApiProperty({ enum: ['stripe', 'simulated', 'misconfigured'], enumName: 'PaymentsProviderKind' })
  provider: 'stripe' | 'simulated' | 'misconfigured';
  /** Stripe's publishable key (Stripe Elements), null otherwise. */
  publishableKey: string | null;
}

export class WebhookReceiptDto {
  received: boolean;
  /** A repeat of an event already recorded: nothing new was done. */
  duplicate: boolean;
}

export function toSubscriptionStatusResponse(
  sub: PlatformSubscription | null,
  userStatus: string | null,
  plan: string | null = null,
): SubscriptionStatusResponseDto {
  // The business's standing (past due in its grace period, suspended after it) comes first; the provider's row says the rest.
  const status = (userStatus === 'suspended' || userStatus === 'past_due' ? userStatus : (sub?.status ?? userStatus ?? 'none')) as SubscriptionStatus;
  return {
    status: (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? status : 'none',
    currentPeriodEnd: sub?.currentPeriodEnd ? Math.floor(sub.currentPeriodEnd.getTime() / 1000) : null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    priceId: sub ? (plan ?? PLATFORM_PLAN.priceId) : null,
  };
}

export class SimulatedCardDto {
  @RequiredText({ max: 23, required: PAYMENT_MESSAGES.cardNumberRequired, label: 'Card number' })
  number: string;
  @ApiInteger({ minimum: 1, maximum: 12 })
  @IsInt({ message: "Your card's expiration month is invalid." })
  @Min(1, { message: "Your card's expiration month is invalid." })
  @Max(12, { message: "Your card's expiration month is invalid." })
  expMonth: number;
  @ApiInteger({ minimum: 0, maximum: 9999 })
  @IsInt({ message: "Your card's expiration year is invalid." })
  @Min(0, { message: "Your card's expiration year is invalid." })
  @Max(9999, { message: "Your card's expiration year is invalid." })
  expYear: number;
  @IsString({ message: "Your card's security code is incomplete." })
  @MaxLength(4, { message: "Your card's security code is invalid." })
  cvc: string;
}

export class SimulatedConfirmDto {
  @IsString()
  @MaxLength(200)
  clientSecret: string;
  @IsObject()
  @ValidateNested()
  @Type(() => SimulatedCardDto)
  card: SimulatedCardDto;
}

export class SimulatedAuthenticateDto {
  @IsString()
  @MaxLength(200)
  clientSecret: string;
  /** Complete or fail the 3D Secure step. */
  @IsIn([true, false])
  complete: boolean;
}

export class SimulatedPaymentIntentDto {
  /** The payment intent's id (pi_...), or the setup intent's (seti_...) when a card is saved. */
  @ApiProperty({ pattern: '^(pi|seti)_\\w+$' })
  id: string;
  /** succeeded, requires_action (3D Secure to complete), requires_payment_method (declined) */
  status: string;
}

export class SimulatedPaymentErrorDto {
  type: string;
  code: string;
  /** The provider's message, shown with 'Payment Failed'. */
  message: string;
}

/** Shaped like Stripe.js's `confirmCardPayment` result. */
export class SimulatedConfirmationResponseDto {
  paymentIntent: SimulatedPaymentIntentDto;
  error: SimulatedPaymentErrorDto | null;
}

export class SimulatedRenewDto {
  /** Decline the renewal's charge (as a declined card would), making the subscription past due. */
  @IsIn([true, false], { message: 'decline must be true or false' })
  decline: boolean;

  /**
   * A recurring coaching package's subscription (a client_subscriptions id) instead of the business's own platform
   * subscription: one of the business's clients' (the business), or the signed-in client's own.
   */
  @ApiUuid({ required: false })
  @IsOptional()
  @IsUUID('all', rule({ message: 'clientSubscriptionId must be a UUID' }))
  clientSubscriptionId?: string;
}

export class SimulatedRenewalResponseDto {
  /** The renewal invoice (in_...); null when the subscription was set to cancel at the period's end and ended instead. */
  @ApiProperty({ type: 'string', nullable: true, pattern: '^in_\\w+$' })
  invoiceId: string | null;
}
