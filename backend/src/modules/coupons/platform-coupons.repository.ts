import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { offsetOf, Page } from '../../common/http/pagination';
import { PlatformCoupon } from './entities/platform-coupon.entity';

/**
 * The platform_coupons table, queried only here.
 * @platformData Platform coupons are the platform's own offers (admins write them, every coach reads them): no business owns them.
 */
@Injectable()
export class PlatformCouponsRepository {
  constructor(private readonly em: EntityManager) {}

  findById(id: string): Promise<PlatformCoupon | null> {
    return this.em.findOne(PlatformCoupon, { id });
  }

  findByCode(code: string): Promise<PlatformCoupon | null> {
    return this.em.findOne(PlatformCoupon, { code });
  }

  /** Whether another coupon holds the code (the unique constraint decides races; this answers the common case). */
  async codeTaken(code: string, exceptId?: string): Promise<boolean> {
    return (await this.em.count(PlatformCoupon, exceptId ? { code, id: { $ne: exceptId } } : { code })) > 0;
  }

  /** One page, newest first (the id ends the order, so pages never overlap), of every coupon or the (in)active ones. */
  async page(query: { page: number; limit: number; isActive?: boolean }): Promise<Page<PlatformCoupon>> {
    const [items, total] = await this.em.findAndCount(PlatformCoupon, query.isActive === undefined ? {} : { isActive: query.isActive }, {
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: query.limit,
      offset: offsetOf(query),
    });
    return new Page(items, total, query.page, query.limit);
  }

  add(fields: RequiredEntityData<PlatformCoupon>): PlatformCoupon {
    const coupon = this.em.create(PlatformCoupon, fields);
    return coupon;
  }

  remove(coupon: PlatformCoupon): void {
    this.em.remove(coupon);
  }

  /**
   * Counts one use when one is left: a conditional update, so concurrent redemptions of the last use cannot both pass
   * (the row lock of the update makes the second wait and re-check `current_uses`). True when this one counted.
   */
  async countUse(id: string): Promise<boolean> {
    const changed = await this.em.execute(
      `update platform_coupons set current_uses = current_uses + 1, updated_at = now()
        where id = ? and is_active and (max_uses is null or current_uses < max_uses)`,
      [id],
      'run',
    );
    return (changed as { affectedRows?: number }).affectedRows === 1;
  }
}
