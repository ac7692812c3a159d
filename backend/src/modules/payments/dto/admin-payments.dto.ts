import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ADMIN_BILLING_MESSAGES,
  BUSINESS_PAYMENT_STATUSES,
  LIST_PAGES,
  PAYMENT_STATUS_FILTERS,
  type BusinessPaymentStatus,
  type PaymentStatusFilter,
} from '@coachcore/domain';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiDateTime, ApiExternalId, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { rule } from '../../../common/validation/rules';
import type { BillingBusinessRow, PaymentDetailRow, PaymentEventRow, PaymentRow, RawInstant } from './billing-rows';

/** Query of GET /api/admin/payments. */
export class ListAdminPaymentsQuery extends PageQuery(LIST_PAGES.adminPayments) {
  /** all (the default), pending, paid, failed or refunded. */
  @ApiPropertyOptional({ enum: PAYMENT_STATUS_FILTERS, enumName: 'PaymentStatusFilter' })
  @IsOptional()
  @IsIn(PAYMENT_STATUS_FILTERS, rule({ message: ADMIN_BILLING_MESSAGES.paymentStatusInvalid }))
  status?: PaymentStatusFilter;
}

/** The business a payment or subscription belongs to (its owner's account). */
export class BillingBusinessDto {
  @ApiUuid()
  id: string;
  firstName: string;
  lastName: string;
  username: string | null;
  email: string;
  businessName: string | null;
}

/** A platform payment (business_payments) as the payments table shows it. */
export class AdminPaymentDto {
  @ApiUuid()
  id: string;
  /** In `currency`, two decimals. */
  amount: number;
  /** ISO 4217 code, lowercase (usd, gbp, ...). */
  currency: string;
  @ApiProperty({ enum: BUSINESS_PAYMENT_STATUSES, enumName: 'BusinessPaymentStatus' })
  status: BusinessPaymentStatus;
  /** subscription (the platform plan) or refund (to the card, after a change of billing). */
  paymentType: string | null;
  /**
   * How it was paid: card. The platform plan is paid with the card the business saved in the card form, through the
   * payments provider, and refunds go back to it.
   */
  @ApiProperty({ enum: ['card'], enumName: 'PlatformPaymentMethod' })
  paymentMethod: 'card';
  @ApiDateTime({ nullable: true })
  dueDate: string | null;
  @ApiDateTime({ nullable: true })
  paidAt: string | null;
  @ApiDateTime({ nullable: true })
  failedAt: string | null;
  @ApiDateTime()
  createdAt: string;
}

/** A row of the admin's payments table (document 3 section 3: payment and business). */
export class AdminPaymentRowResponseDto {
  payment: AdminPaymentDto;
  business: BillingBusinessDto;
}

/** A recorded webhook event of the payments provider. */
export class ProviderEventResponseDto {
  /** The provider's event id (evt_...). */
  @ApiExternalId()
  id: string;
  /** invoice.paid, payment_intent.payment_failed, ... */
  type: string;
  /** When the provider created it. */
  @ApiDateTime()
  createdAt: string;
  @ApiDateTime()
  receivedAt: string;
  /** Null while its job has not applied it yet. */
  @ApiDateTime({ nullable: true })
  processedAt: string | null;
  /** applied, or why it changed nothing (stale, ignored, duplicate); null until processed. */
  outcome: string | null;
}

export class AdminPaymentDetailDto extends AdminPaymentDto {
  /** Why the last attempt failed, as the provider said. */
  failureReason: string | null;
  @ApiInteger()
  failureCount: number;
  /** When the business is suspended unless it pays (30 days after a failed renewal). */
  @ApiDateTime({ nullable: true })
  gracePeriodEnd: string | null;
  /** When the grace period suspended the business. */
  @ApiDateTime({ nullable: true })
  suspensionDate: string | null;
  @ApiExternalId({ nullable: true })
  stripeInvoiceId: string | null;
  @ApiExternalId({ nullable: true })
  stripePaymentIntentId: string | null;
  @ApiDateTime()
  updatedAt: string;
}

/** GET /api/admin/payments/{id}: the payment, its business and the provider events about its invoice and payment. */
export class AdminPaymentDetailResponseDto {
  payment: AdminPaymentDetailDto;
  business: BillingBusinessDto;
  /** Oldest first. */
  @ApiProperty({ type: [ProviderEventResponseDto] })
  events: ProviderEventResponseDto[];
}

/** ISO 8601 of a raw SQL timestamp. */
export const isoOf = (value: RawInstant): string => new Date(value).toISOString();
export const isoOrNull = (value: RawInstant | null): string | null => (value === null ? null : isoOf(value));

export const toBillingBusiness = (row: BillingBusinessRow): BillingBusinessDto => ({
  id: row.businessId,
  firstName: row.firstName,
  lastName: row.lastName,
  username: row.username,
  email: row.email,
  businessName: row.businessName,
});

const toPayment = (row: PaymentRow): AdminPaymentDto => ({
  id: row.id,
  amount: Number(row.amount),
  currency: row.currency,
  status: row.status,
  paymentType: row.paymentType,
  paymentMethod: 'card',
  dueDate: isoOrNull(row.dueDate),
  paidAt: isoOrNull(row.paidAt),
  failedAt: isoOrNull(row.failedAt),
  createdAt: isoOf(row.createdAt),
});

export const toAdminPaymentRow = (row: PaymentRow): AdminPaymentRowResponseDto => ({ payment: toPayment(row), business: toBillingBusiness(row) });

export const toProviderEvent = (row: PaymentEventRow): ProviderEventResponseDto => ({
  id: row.id,
  type: row.type,
  createdAt: isoOf(row.createdAt),
  receivedAt: isoOf(row.receivedAt),
  processedAt: isoOrNull(row.processedAt),
  outcome: row.outcome,
});

export const toAdminPaymentDetail = (row: PaymentDetailRow, events: PaymentEventRow[]): AdminPaymentDetailResponseDto => ({
  payment: {
    ...toPayment(row),
    failureReason: row.failureReason,
    failureCount: row.failureCount,
    gracePeriodEnd: isoOrNull(row.gracePeriodEnd),
    suspensionDate: isoOrNull(row.suspensionDate),
    stripeInvoiceId: row.stripeInvoiceId,
    stripePaymentIntentId: row.stripePaymentIntentId,
    updatedAt: isoOf(row.updatedAt),
  },
  business: toBillingBusiness(row),
  events: events.map(toProviderEvent),
});
