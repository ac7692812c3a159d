import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  COUPON_MESSAGES,
  evaluateCoupon,
  normalizeCouponCode,
  type AuditAction,
  type CouponEvaluation,
  type CouponKind,
  type CouponTerms,
} from '@coachcore/domain';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { AuthUser, Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { ClientsService } from '../clients/clients.service';
import { toAdminCouponResponse, type AdminCouponDto, type AdminCouponResponseDto, type ListAdminCouponsQuery } from './dto/admin-coupon.dto';
import { toCouponResponse, type CouponResponseDto, type CreateClientCouponDto, type CreatePlatformCouponDto, type ListCouponsQuery } from './dto/coupon.dto';
import type { CouponValidationResponseDto, PlatformCouponCheckResponseDto, ValidateCouponDto } from './dto/coupon-validation.dto';
import { ClientCouponsRepository } from './client-coupons.repository';
import { CouponUsageRepository } from './coupon-usage.repository';
import type { ClientCoupon } from './entities/client-coupon.entity';
import type { PlatformCoupon } from './entities/platform-coupon.entity';
import { PlatformCouponsRepository } from './platform-coupons.repository';

/** An order a coupon is redeemed for (by packages and payments). */
export interface CouponRedemptionRequest {
  code: string;
  orderAmount: number;
  /** The user redeeming it: the coach (platform subscription) or the client's sign-in. */
  usedBy: string;
  /** The payment or subscription it is redeemed for. */
  orderId?: string | null;
  /** The client record the order is for (client coupons' restrictions). */
  clientId?: string | null;
  /** The package the order is for (applicable packages). */
  packageId?: string | null;
}

export interface CouponRedemption {
  couponId: string;
  usageId: string;
  discountAmount: number;
  originalAmount: number;
  finalAmount: number;
}

const termsOf = (coupon: PlatformCoupon | ClientCoupon): CouponTerms => ({
  discountType: coupon.discountType,
  discountValue: coupon.discountValue,
  isActive: coupon.isActive,
  maxUses: coupon.maxUses ?? null,
  currentUses: coupon.currentUses,
  validFrom: coupon.validFrom,
  validUntil: coupon.validUntil ?? null,
  minimumOrderValue: coupon.minimumOrderValue ?? null,
  applicablePackages: coupon.applicablePackages,
  clientRestrictions: 'clientRestrictions' in coupon ? coupon.clientRestrictions : [],
});

type CouponAuditAction = Extract<AuditAction, 'coupon_created' | 'coupon_updated' | 'coupon_deleted'>;

/** A coupon's terms as the audit trail states them: its code, discount, limits and state. */
const couponTerms = (coupon: PlatformCoupon | ClientCoupon): string => {
  const discount =
    coupon.discountType === 'percentage' ? `${coupon.discountValue}% off` : coupon.discountType === 'free' ? 'free' : `${coupon.discountValue} off`;
  const limits = [
    coupon.maxUses ? `max ${coupon.maxUses} uses` : null,
    coupon.validUntil ? `until ${coupon.validUntil.toISOString().slice(0, 10)}` : null,
  ].filter(Boolean);
  return [coupon.code, discount, ...limits, coupon.isActive ? 'active' : 'inactive'].join(', ');
};

const answerOf = ({ valid, discountAmount, savingsPercentage, finalAmount, error }: CouponEvaluation): CouponValidationResponseDto => ({
  valid,
  discountAmount,
  savingsPercentage,
  finalAmount,
  error,
});

/**
 * Coupons: the platform store (the admin's coupon manager and the platform coupon calls are one table), a coach's
 * client coupons, their validation (the maths of libs/domain) and race-safe redemption. The only thing other modules call.
 */
@Injectable()
export class CouponsService {
  constructor(
    private readonly platform: PlatformCouponsRepository,
    private readonly clientCoupons: ClientCouponsRepository,
    private readonly usage: CouponUsageRepository,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  // -- The admin's coupon manager -------------------------------------------------------------------------------

  async listAdmin(query: ListAdminCouponsQuery): Promise<Page<AdminCouponResponseDto>> {
    const now = new Date();
    return (await this.platform.page(query)).map((coupon) => toAdminCouponResponse(coupon, now));
  }

  async createAdmin(admin: AuthUser, dto: AdminCouponDto): Promise<AdminCouponResponseDto> {
    if (await this.platform.codeTaken(dto.code)) throw new ConflictException(COUPON_MESSAGES.codeTaken);
    const coupon = this.platform.add({
      code: dto.code,
      name: dto.code,
      description: dto.description,
      discountType: dto.type,
      discountValue: dto.type === 'free' ? 0 : dto.value!,
      maxUses: dto.maxUses,
      validUntil: dto.expiresAt ? new Date(dto.expiresAt) : null,
      isActive: dto.isActive ?? true,
      createdBy: admin.id,
    });
    this.events.record('platform_coupon_created', { couponId: coupon.id, code: coupon.code, adminId: admin.id });
    this.auditPlatform(admin, 'coupon_created', coupon);
    await this.saveUnique();
    return toAdminCouponResponse(coupon);
  }

  async updateAdmin(admin: AuthUser, id: string, dto: AdminCouponDto): Promise<AdminCouponResponseDto> {
    const coupon = await this.platformOrFail(id);
    const before = couponTerms(coupon);
    if (dto.code !== coupon.code && (await this.platform.codeTaken(dto.code, coupon.id))) throw new ConflictException(COUPON_MESSAGES.codeTaken);
    if (coupon.name === coupon.code) coupon.name = dto.code;
    coupon.code = dto.code;
    coupon.description = dto.description;
    coupon.discountType = dto.type;
    coupon.discountValue = dto.type === 'free' ? 0 : dto.value!;
    coupon.maxUses = dto.maxUses;
    coupon.validUntil = dto.expiresAt ? new Date(dto.expiresAt) : null;
    coupon.isActive = dto.isActive ?? true;
    this.events.record('platform_coupon_updated', { couponId: coupon.id, code: coupon.code, adminId: admin.id });
    this.auditPlatform(admin, 'coupon_updated', coupon, before);
    await this.saveUnique();
    return toAdminCouponResponse(coupon);
  }

  /** Deletes the coupon; its recorded uses stay in coupon_usage. */
  async deleteAdmin(admin: AuthUser, id: string): Promise<void> {
    const coupon = await this.platformOrFail(id);
    this.platform.remove(coupon);
    this.events.record('platform_coupon_deleted', { couponId: coupon.id, code: coupon.code, adminId: admin.id });
    this.auditPlatform(admin, 'coupon_deleted', coupon);
    await this.uow.save();
  }

  // -- Platform coupons -----------------------------------------------------------------------------------------

  async listPlatform(query: ListCouponsQuery): Promise<Page<CouponResponseDto>> {
    const now = new Date();
    return (await this.platform.page(query)).map((coupon) => toCouponResponse(coupon, now));
  }

  async createPlatform(admin: AuthUser, dto: CreatePlatformCouponDto): Promise<CouponResponseDto> {
    if (await this.platform.codeTaken(dto.code)) throw new ConflictException(COUPON_MESSAGES.codeTaken);
    const type = dto.discountType ?? 'percentage';
    const coupon = this.platform.add({
      ...this.commonFields(dto),
      discountType: type,
      discountValue: type === 'free' ? 0 : dto.discountValue!,
      createdBy: admin.id,
    });
    this.events.record('platform_coupon_created', { couponId: coupon.id, code: coupon.code, adminId: admin.id });
    this.auditPlatform(admin, 'coupon_created', coupon);
    await this.saveUnique();
    return toCouponResponse(coupon);
  }

  /** Validates a platform coupon against an order: the answer of section 3 (an unknown code is not valid). */
  async validatePlatform(dto: ValidateCouponDto): Promise<CouponValidationResponseDto> {
    const coupon = await this.platform.findByCode(dto.code);
    if (!coupon) return answerOf({ valid: false, discountAmount: 0, savingsPercentage: 0, finalAmount: dto.orderAmount, error: COUPON_MESSAGES.codeNotValid });
    return answerOf(evaluateCoupon(termsOf(coupon), dto));
  }

  /**
   * The platform subscription's coupon box: coupon {code, type, value} when the code names a coupon usable now
   * (active, started, not expired, not used up), otherwise 400 'Coupon code is not valid'.
   */
  async checkPlatformSubscriptionCoupon(code: string): Promise<PlatformCouponCheckResponseDto> {
    const coupon = await this.platform.findByCode(normalizeCouponCode(code));
    // The plan's own price is not this module's: the minimum order value is checked when the coupon is redeemed.
    const usable = coupon && evaluateCoupon({ ...termsOf(coupon), minimumOrderValue: null, applicablePackages: [] }, { orderAmount: 0 }).valid;
    if (!coupon || !usable) throw new BadRequestException(COUPON_MESSAGES.codeNotValid);
    return { coupon: { code: coupon.code, type: coupon.discountType, value: coupon.discountValue } };
  }

  // -- Client coupons -------------------------------------------------------------------------------------------

  async listClient(tenant: Tenant, query: ListCouponsQuery): Promise<Page<CouponResponseDto>> {
    const now = new Date();
    return (await this.clientCoupons.page(tenant, query)).map((coupon) => toCouponResponse(coupon, now));
  }

  async createClient(tenant: Tenant, dto: CreateClientCouponDto): Promise<CouponResponseDto> {
    const restrictions = [...new Set((dto.clientRestrictions ?? []).map((id) => id.toLowerCase()))];
    if (restrictions.some((id) => !isUuid(id))) throw new NotFoundException(COUPON_MESSAGES.clientNotFound);
    if (restrictions.length && (await this.clients.namesOf(tenant, restrictions)).size !== restrictions.length) {
      throw new NotFoundException(COUPON_MESSAGES.clientNotFound);
    }
    if (await this.clientCoupons.codeTaken(tenant, dto.code)) throw new ConflictException(COUPON_MESSAGES.codeTaken);
    const coupon = this.clientCoupons.add(tenant, {
      ...this.commonFields(dto),
      discountType: dto.discountType ?? 'percentage',
      discountValue: dto.discountValue!,
      clientRestrictions: restrictions,
      createdBy: tenant.actor.id,
    });
    this.events.record('client_coupon_created', { businessId: tenant.businessId, couponId: coupon.id, code: coupon.code });
    this.auditClient(tenant, 'coupon_created', coupon);
    await this.saveUnique();
    return toCouponResponse(coupon);
  }

  /** Deactivates or reactivates one of the business's coupons. */
  async setClientActive(tenant: Tenant, id: string, isActive: boolean): Promise<CouponResponseDto> {
    const coupon = await this.clientOrFail(tenant, id);
    if (coupon.isActive !== isActive) {
      coupon.isActive = isActive;
      this.events.record('client_coupon_updated', { businessId: tenant.businessId, couponId: coupon.id, isActive });
      this.auditClient(tenant, 'coupon_updated', coupon, isActive ? 'Reactivated' : 'Deactivated');
      await this.uow.save();
    }
    return toCouponResponse(coupon);
  }

  /** Deletes one of the business's coupons; its recorded uses stay in coupon_usage. */
  async deleteClient(tenant: Tenant, id: string): Promise<void> {
    const coupon = await this.clientOrFail(tenant, id);
    this.clientCoupons.removeCoupon(tenant, coupon);
    this.events.record('client_coupon_deleted', { businessId: tenant.businessId, couponId: coupon.id, code: coupon.code });
    this.auditClient(tenant, 'coupon_deleted', coupon);
    await this.uow.save();
  }

  /** Validates one of the business's coupons against an order (an unknown code, or another business's, is not valid). */
  async validateClient(tenant: TenantScope, dto: ValidateCouponDto): Promise<CouponValidationResponseDto> {
    const coupon = await this.clientCoupons.findByCode(tenant, dto.code);
    if (!coupon) return answerOf({ valid: false, discountAmount: 0, savingsPercentage: 0, finalAmount: dto.orderAmount, error: COUPON_MESSAGES.codeNotValid });
    return answerOf(evaluateCoupon(termsOf(coupon), dto));
  }

  /**
   * The platform subscription's quote: the plan's price after the platform coupon `code` (null when the code is not
   * valid for it), and how to redeem it inside the caller's transaction once the subscription is made.
   */
  async quotePlatformCoupon(
    businessId: string,
    code: string,
    amount: number,
  ): Promise<{ finalAmount: number; redeem: (orderId?: string | null) => Promise<CouponRedemption> } | null> {
    const coupon = await this.platform.findByCode(normalizeCouponCode(code));
    if (!coupon) return null;
    const outcome = evaluateCoupon(termsOf(coupon), { orderAmount: amount });
    if (!outcome.valid) return null;
    return {
      finalAmount: outcome.finalAmount,
      redeem: (orderId = null) => this.redeemPlatformCoupon({ code: coupon.code, orderAmount: amount, usedBy: businessId, orderId }),
    };
  }

  // -- Redemption -----------------------------------------------------------------------------------------------

  /**
   * Redeems one of the business's coupons for an order, in one transaction (the caller's, when it has one open): the
   * rules of `evaluateCoupon`, then one use counted by a conditional update (so concurrent redemptions never pass
   * max uses), the coupon_usage row and `coupon_redeemed`. 400 with the reason when it does not apply, 409 when its
   * last use went to another order first.
   */
  redeemClientCoupon(tenant: TenantScope, request: CouponRedemptionRequest): Promise<CouponRedemption> {
    return this.uow.transaction(async () => {
      const coupon = await this.clientCoupons.findByCode(tenant, normalizeCouponCode(request.code));
      if (!coupon) throw new BadRequestException(COUPON_MESSAGES.codeNotValid);
      const outcome = this.checkRedeemable(coupon, request);
      if (!(await this.clientCoupons.countUse(tenant, coupon.id))) throw new ConflictException(COUPON_MESSAGES.usedUp);
      return this.recordUse('client', coupon, tenant.businessId, request, outcome);
    });
  }

  /** Redeems a platform coupon (the platform subscription), like `redeemClientCoupon`. */
  redeemPlatformCoupon(request: CouponRedemptionRequest): Promise<CouponRedemption> {
    return this.uow.transaction(async () => {
      const coupon = await this.platform.findByCode(normalizeCouponCode(request.code));
      if (!coupon) throw new BadRequestException(COUPON_MESSAGES.codeNotValid);
      const outcome = this.checkRedeemable(coupon, request);
      if (!(await this.platform.countUse(coupon.id))) throw new ConflictException(COUPON_MESSAGES.usedUp);
      return this.recordUse('platform', coupon, null, request, outcome);
    });
  }

  private checkRedeemable(coupon: PlatformCoupon | ClientCoupon, request: CouponRedemptionRequest): CouponEvaluation {
    const outcome = evaluateCoupon(termsOf(coupon), request);
    if (!outcome.valid) {
      if (outcome.error === COUPON_MESSAGES.usedUp) throw new ConflictException(COUPON_MESSAGES.usedUp);
      throw new BadRequestException(outcome.error);
    }
    return outcome;
  }

  private async recordUse(
    couponType: CouponKind,
    coupon: PlatformCoupon | ClientCoupon,
    businessId: string | null,
    request: CouponRedemptionRequest,
    outcome: CouponEvaluation,
  ): Promise<CouponRedemption> {
    const row = this.usage.add({
      couponType,
      couponId: coupon.id,
      coachId: businessId,
      usedBy: request.usedBy,
      orderId: request.orderId ?? null,
      discountAmount: outcome.discountAmount,
      originalAmount: request.orderAmount,
      finalAmount: outcome.finalAmount,
    });
    this.events.record('coupon_redeemed', {
      businessId,
      couponType,
      couponId: coupon.id,
      usageId: row.id,
      usedBy: request.usedBy,
      orderId: row.orderId ?? null,
      discountAmount: outcome.discountAmount,
    });
    await this.uow.save();
    return {
      couponId: coupon.id,
      usageId: row.id,
      discountAmount: outcome.discountAmount,
      originalAmount: request.orderAmount,
      finalAmount: outcome.finalAmount,
    };
  }

  // -- Helpers --------------------------------------------------------------------------------------------------

  /** The admin's change of a platform coupon, in the audit trail (staged: it commits with the change). */
  private auditPlatform(admin: AuthUser, action: CouponAuditAction, coupon: PlatformCoupon, before?: string): void {
    const after = couponTerms(coupon);
    this.audit.record({
      actor: admin,
      action,
      target: { type: 'platform_coupon', id: coupon.id, label: `${coupon.code} (${coupon.name})` },
      reason: before !== undefined && before !== after ? `${before} → ${after}` : after,
    });
  }

  /** The business's change of one of its client coupons, in the audit trail (staged: it commits with the change). */
  private auditClient(tenant: Tenant, action: CouponAuditAction, coupon: ClientCoupon, details = couponTerms(coupon)): void {
    this.audit.record({
      actor: tenant.actor,
      action,
      target: { type: 'client_coupon', id: coupon.id, label: `${coupon.code} (${coupon.name})`, businessId: tenant.businessId },
      reason: details,
    });
  }

  private commonFields(dto: CreatePlatformCouponDto | CreateClientCouponDto) {
    const validFrom = dto.validFrom ? new Date(dto.validFrom) : new Date();
    const validUntil = dto.validUntil ? new Date(dto.validUntil) : null;
    if (validUntil && validUntil.getTime() <= validFrom.getTime()) throw new BadRequestException(COUPON_MESSAGES.validUntilBeforeFrom);
    return {
      code: dto.code,
      name: dto.name,
      description: dto.description ?? null,
      maxUses: dto.maxUses ?? null,
      validFrom,
      validUntil,
      minimumOrderValue: dto.minimumOrderValue ?? null,
      isActive: dto.isActive ?? true,
      applicablePackages: [...new Set(dto.applicablePackages ?? [])],
    };
  }

  private async clientOrFail(tenant: TenantScope, id: string): Promise<ClientCoupon> {
    const coupon = await this.clientCoupons.findById(tenant, id);
    if (!coupon) throw new NotFoundException(COUPON_MESSAGES.notFound);
    return coupon;
  }

  private async platformOrFail(id: string): Promise<PlatformCoupon> {
    const coupon = await this.platform.findById(id);
    if (!coupon) throw new NotFoundException(COUPON_MESSAGES.notFound);
    return coupon;
  }

  /** Saves; a concurrent write of the same code loses to the unique constraint with the same 409. */
  private async saveUnique(): Promise<void> {
    try {
      await this.uow.save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(COUPON_MESSAGES.codeTaken);
      throw error;
    }
  }
}
