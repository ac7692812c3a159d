import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  CLIENT_PAYMENT_MESSAGES,
  CLIENT_PAYMENT_STATUSES,
  CLIENT_PAYMENT_TYPES,
  COUPON_MESSAGES,
  DELETED_CLIENT_NAME,
  normalizeCouponCode,
  type ClientPaymentStatus,
  type ClientPaymentType,
} from '@coachcore/domain';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiExternalId, ApiUuid } from '../../../common/openapi/property-formats';
import { IsNumberWithPlaces, NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull, numericString } from '../../../common/validation/transforms';
import { CoachingPackageResponseDto } from '../../packages/dto/coaching-package.dto';
import type { ClientPaymentRefund } from '../entities/client-payment-refund.entity';
import type { ClientPayment } from '../entities/client-payment.entity';

const upperCode = ({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeCouponCode(value) || null : value);

/** Buying a package in the portal: the coupon is optional; the idempotency key makes a repeated submit one payment. */
export class PurchasePackageDto {
  /** One of the coach's client coupons. @example SPRING-10 */
  @ApiProperty({ required: false, nullable: true, maxLength: 100 })
  @IsOptional()
  @Transform(upperCode)
  @MaxLength(100, rule({ message: COUPON_MESSAGES.codeNotValid, order: 2 }))
  couponCode?: string | null;

  /** Made by the browser once per purchase attempt. @example 6f1c2a8e-7d4b-4b55-9a43-1f0c7b8d9e10 */
  @ApiProperty({ minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]{8,100}$' })
  @NotBlank({ message: CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid, order: 1 })
  @Matches(/^[A-Za-z0-9_-]{8,100}$/, rule({ message: CLIENT_PAYMENT_MESSAGES.idempotencyKeyInvalid, order: 1 }))
  idempotencyKey: string;
}

/** Paying one's seat in a paid group session: the idempotency key makes a repeated submit one payment. */
export class PaySessionDto extends PickType(PurchasePackageDto, ['idempotencyKey']) {}

/** A refund: `amount` (USD) or, left out, everything not refunded yet. */
export class RefundPaymentDto {
  /** @example 20 */
  @ApiProperty({ required: false, nullable: true, minimum: 0.01, maximum: 99_999_999.99 })
  @IsOptional()
  @Transform(emptyToNull)
  @Transform(numericString)
  @IsNumberWithPlaces(2, { message: CLIENT_PAYMENT_MESSAGES.refundAmountInvalid, order: 1 })
  @Min(0.01, rule({ message: CLIENT_PAYMENT_MESSAGES.refundAmountInvalid, order: 1 }))
  @Max(99_999_999.99, rule({ message: CLIENT_PAYMENT_MESSAGES.refundTooLarge, order: 2 }))
  amount?: number | null;
}

export class ListClientPaymentsQuery extends PageQuery({ defaultLimit: 50, maxLimit: 200 }) {
  /** One client's payments only. */
  @ApiUuid({ required: false })
  @IsOptional()
  @IsUUID('all', rule({ message: 'clientId must be a UUID' }))
  clientId?: string;
}

export class ClientPaymentRefundDto {
  @ApiUuid()
  id: string;
  amount: number;
  @ApiDateTime()
  createdAt: string;
}

export class ClientPaymentResponseDto {
  @ApiUuid()
  id: string;
  /** Null once the client was deleted (the payment stays in the coach's revenue). */
  @ApiUuid({ nullable: true })
  clientId: string | null;
  /** The client's name (the coach's lists); 'Deleted client' once the client is gone. */
  clientName: string;
  @ApiUuid({ nullable: true })
  packageId: string | null;
  /** The package's name, or null once the package was deleted. */
  packageName: string | null;
  @ApiProperty({ enum: CLIENT_PAYMENT_TYPES, enumName: 'ClientPaymentType' })
  paymentType: ClientPaymentType;
  /** What was paid for: the package's or the group session's name. */
  description: string;
  /** A group session's payment: the seat (participant) it paid for. */
  @ApiUuid({ nullable: true })
  bookingId: string | null;
  /** Charged (USD), after the coupon. */
  amount: number;
  /** The price before the coupon. */
  originalAmount: number;
  discountAmount: number;
  couponCode: string | null;
  /** The platform's 5 % of `amount`. */
  applicationFee: number;
  amountRefunded: number;
  /** What can still be refunded. */
  refundable: number;
  currency: string;
  @ApiProperty({ enum: CLIENT_PAYMENT_STATUSES, enumName: 'ClientPaymentStatus' })
  status: ClientPaymentStatus;
  failureReason: string | null;
  @ApiDateTime({ nullable: true })
  paidAt: string | null;
  @ApiDateTime()
  createdAt: string;
  @ApiProperty({ type: [ClientPaymentRefundDto] })
  refunds: ClientPaymentRefundDto[];
}

/** A purchase: the payment, and the secret the card form confirms it with (null when nothing is left to pay). */
export class PurchaseResponseDto {
  payment: ClientPaymentResponseDto;
  clientSecret: string | null;
}

/** The portal's packages: what the coach sells, and whether they can take payments now. */
export class ClientPackagesResponseDto {
  /** False until the coach's payments account is set up: nothing can be bought (`message` says why). */
  paymentsReady: boolean;
  message: string | null;
  @ApiProperty({ type: [CoachingPackageResponseDto] })
  packages: CoachingPackageResponseDto[];
}

/** GET /api/stripe-connect/account-status (document 3 section 7). */
export class AccountStatusResponseDto {
  /** A payments account exists. */
  connected: boolean;
  /** Its onboarding is finished: it can take payments. */
  setupComplete: boolean;
  /** It exists but needs more information (the red alert). */
  requiresAction: boolean;
}

export class CreateAccountResponseDto {
  /** The payment provider's id of the connected account. @example acct_1Q2w3E4r5T6y7U8i */
  @ApiExternalId()
  accountId: string;
}

export class AccountLinkResponseDto {
  /** Where the browser goes to finish onboarding. */
  url: string;
}

/** What a payment paid for, as receipts and lists name it. */
export const paymentDescription = (payment: Pick<ClientPayment, 'description' | 'package'>): string =>
  payment.description ?? payment.package?.name ?? 'Coaching';

export function toClientPaymentResponse(payment: ClientPayment, refunds: ClientPaymentRefund[] = []): ClientPaymentResponseDto {
  const cents = (value: number) => Math.round(value * 100);
  return {
    id: payment.id,
    clientId: payment.client?.id ?? null,
    clientName: payment.client ? `${payment.client.firstName ?? ''} ${payment.client.lastName ?? ''}`.trim() : DELETED_CLIENT_NAME,
    packageId: payment.package?.id ?? null,
    packageName: payment.package?.name ?? null,
    paymentType: payment.paymentType,
    description: paymentDescription(payment),
    bookingId: payment.bookingId ?? null,
    amount: payment.amount,
    originalAmount: payment.originalAmount,
    discountAmount: payment.discountAmount,
    couponCode: payment.couponCode ?? null,
    applicationFee: payment.applicationFeeAmount / 100,
    amountRefunded: payment.amountRefunded,
    refundable: payment.status === 'paid' || payment.status === 'partially_refunded' ? (cents(payment.amount) - cents(payment.amountRefunded)) / 100 : 0,
    currency: payment.currency,
    status: payment.status,
    failureReason: payment.failureReason ?? null,
    paidAt: payment.paidAt?.toISOString() ?? null,
    createdAt: payment.createdAt.toISOString(),
    refunds: refunds.map((refund) => ({ id: refund.id, amount: refund.amount, createdAt: refund.createdAt.toISOString() })),
  };
}
