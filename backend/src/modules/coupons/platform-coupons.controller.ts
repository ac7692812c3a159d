import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { Paginated, type Page } from '../../common/http/pagination';
import { CouponsService } from './coupons.service';
import { CouponResponseDto, CreatePlatformCouponDto, ListCouponsQuery } from './dto/coupon.dto';
import { CouponValidationResponseDto, PlatformCouponCheckDto, PlatformCouponCheckResponseDto, ValidateCouponDto } from './dto/coupon-validation.dto';

/**
 * Platform coupons on the Coupon Management screen (document 3 sections 2.5 and 7): coaches and their staff read and
 * test them; only platform admins create them (the admin coupon manager writes the same store).
 */
@ApiTags('platform-coupons')
@Controller()
@Access({ roles: ['admin', 'business', 'staff'] })
export class PlatformCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /**
   * Lists the platform coupons
   *
   * @remarks Newest first, as the Platform Coupons tab shows them (read-only for coaches). The body is the requested
   * page; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get('platform-coupons')
  @Paginated(CouponResponseDto, 'The page of platform coupons, newest first')
  list(@Query() query: ListCouponsQuery): Promise<Page<CouponResponseDto>> {
    return this.coupons.listPlatform(query);
  }

  /**
   * Creates a platform coupon
   *
   * @remarks Platform admins only (a coach gets 403). Name, code (3–20 uppercase letters, digits and hyphens, unique)
   * and discount value (at least 0; a percentage at most 100; not needed for free) are required; valid-from is now
   * when left out; max uses (at least 1; null: unlimited), valid-until and minimum order value are optional.
   */
  @Post('platform-coupons')
  @Access({ roles: ['admin'], permissions: ['coupon_management'] })
  @ApiCreatedResponse({ type: CouponResponseDto, description: 'The new coupon' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.codeTaken })
  create(@CurrentUser() admin: AuthUser, @Body() dto: CreatePlatformCouponDto): Promise<CouponResponseDto> {
    return this.coupons.createPlatform(admin, dto);
  }

  /**
   * Tests a platform coupon against an order
   *
   * @remarks Answers valid, discountAmount, savingsPercentage and error (why it does not apply: an unknown code,
   * inactive, not yet valid, expired, used up, under the minimum order value, not for the package). A missing code or
   * amount answers 400 'Please enter both code and amount'.
   */
  @Post('platform-coupons/validate')
  @HttpCode(200)
  @ApiOkResponse({ type: CouponValidationResponseDto, description: 'Whether it applies, and by how much' })
  validate(@Body() dto: ValidateCouponDto): Promise<CouponValidationResponseDto> {
    return this.coupons.validatePlatform(dto);
  }

  /**
   * Checks a coupon for the platform subscription
   *
   * @remarks The coupon box of Choose Your Plan: the coupon's code, type (percentage, fixed or free) and value when it
   * can be used now, otherwise 400 'Coupon code is not valid'.
   */
  @Post('platform/validate-coupon')
  @HttpCode(200)
  @Access({ roles: ['business'] })
  @ApiOkResponse({ type: PlatformCouponCheckResponseDto, description: 'The coupon' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.codeNotValid })
  check(@Body() dto: PlatformCouponCheckDto): Promise<PlatformCouponCheckResponseDto> {
    return this.coupons.checkPlatformSubscriptionCoupon(dto.code);
  }
}
