import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { ClientsModule } from '../clients/clients.module';
import { AdminCouponsController } from './admin-coupons.controller';
import { ClientCouponsController } from './client-coupons.controller';
import { ClientCouponsRepository } from './client-coupons.repository';
import { CouponUsageRepository } from './coupon-usage.repository';
import { CouponsService } from './coupons.service';
import { ClientCoupon } from './entities/client-coupon.entity';
import { CouponUsage } from './entities/coupon-usage.entity';
import { PlatformCoupon } from './entities/platform-coupon.entity';
import { PlatformCouponsController } from './platform-coupons.controller';
import { PlatformCouponsRepository } from './platform-coupons.repository';

/**
 * Coupons: the platform's coupons (one store for the admin's coupon manager and the platform coupon calls), a
 * business's client coupons, validation and race-safe redemption (CouponsService, which packages and payments call).
 * Registered in app-modules.ts.
 */
@Module({
  imports: [AuditModule, ClientsModule],
  controllers: [AdminCouponsController, PlatformCouponsController, ClientCouponsController],
  providers: [PlatformCouponsRepository, ClientCouponsRepository, CouponUsageRepository, CouponsService],
  exports: [CouponsService],
})
export class CouponsModule {
  /** Its tables (the ORM's entity list is every listed module's). */
  static readonly entities = [PlatformCoupon, ClientCoupon, CouponUsage];
}
