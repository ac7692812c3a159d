import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CouponKind } from '@coachcore/domain';
import { CouponUsage } from './entities/coupon-usage.entity';

/**
 * The coupon_usage table, queried only here.
 * @platformData Usage rows are written only by a redemption, in the transaction of the coupon's conditional update, which
 * the service reached through the coupon's own store (the tenant's client coupons or the platform's coupons).
 */
@Injectable()
export class CouponUsageRepository {
  constructor(private readonly em: EntityManager) {}

  add(fields: RequiredEntityData<CouponUsage>): CouponUsage {
    return this.em.create(CouponUsage, fields);
  }

  countFor(couponType: CouponKind, couponId: string): Promise<number> {
    return this.em.count(CouponUsage, { couponType, couponId });
  }
}
