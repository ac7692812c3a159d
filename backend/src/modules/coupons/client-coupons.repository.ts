import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { ClientCoupon } from './entities/client-coupon.entity';

/** The one place client_coupons is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant. */
@Injectable()
export class ClientCouponsRepository extends TenantRepository<ClientCoupon> {
  constructor(em: EntityManager) {
    super(em, ClientCoupon);
  }

  findById(tenant: TenantScope, id: string): Promise<ClientCoupon | null> {
    return this.findOne(tenant, { id });
  }

  /** Schedules the removal of one of the business's coupons (with the next flush). */
  removeCoupon(tenant: TenantScope, coupon: ClientCoupon): void {
    this.remove(tenant, coupon);
  }

  findByCode(tenant: TenantScope, code: string): Promise<ClientCoupon | null> {
    return this.findOne(tenant, { code });
  }

  async codeTaken(tenant: TenantScope, code: string): Promise<boolean> {
    return (await this.count(tenant, { code })) > 0;
  }

  /** One page, newest first, and the total (the id ends the order, so pages never overlap). */
  page(tenant: TenantScope, query: { page: number; limit: number }): Promise<Page<ClientCoupon>> {
    return this.findPage(tenant, {}, query, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new coupon of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: Omit<RequiredEntityData<ClientCoupon>, 'coach'>): ClientCoupon {
    return this.create(tenant, fields);
  }

  /**
   * Counts one use when one is left: a conditional update (see PlatformCouponsRepository.countUse), inside the tenant.
   * True when this one counted.
   */
  async countUse(tenant: TenantScope, id: string): Promise<boolean> {
    const changed = await this.sql<{ affectedRows?: number }>(
      tenant,
      `update client_coupons set current_uses = current_uses + 1, updated_at = now()
        where id = :id and coach_id = :tenant and is_active and (max_uses is null or current_uses < max_uses)`,
      { id },
      'run',
    );
    return changed.affectedRows === 1;
  }
}
