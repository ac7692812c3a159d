import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { Paginated, type Page } from '../../common/http/pagination';
import { COUPON_ID_PARAM } from './coupon-id';
import { CouponIdPipe } from './coupon-id.pipe';
import { CouponsService } from './coupons.service';
import { AdminCouponDto, AdminCouponResponseDto, ListAdminCouponsQuery } from './dto/admin-coupon.dto';

/** The admin area's coupon manager (document 3 sections 2.6 and 7): the platform coupons, for platform admins only. */
@ApiTags('admin-coupons')
@Controller('admin/coupons')
@Access({ roles: ['admin'], permissions: ['coupon_management'] })
export class AdminCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /**
   * Lists the platform coupons
   *
   * @remarks Newest first, with the display status (Inactive, Expired, Used Up, Active, evaluated in that order);
   * `isActive=true` hides the inactive ones (the manager's Hide Inactive). The body is the requested page; the
   * `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(AdminCouponResponseDto, 'The page of coupons, newest first')
  list(@Query() query: ListAdminCouponsQuery): Promise<Page<AdminCouponResponseDto>> {
    return this.coupons.listAdmin(query);
  }

  /**
   * Creates a platform coupon
   *
   * @remarks Code 3–20 uppercase letters, digits and hyphens (uppercased as sent), unique; type percentage, fixed or
   * free; value at least 0 (ignored for free; a percentage at most 100); description required; max uses at least 1.
   */
  @Post()
  @ApiCreatedResponse({ type: AdminCouponResponseDto, description: 'The new coupon' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.codeTaken })
  create(@CurrentUser() admin: AuthUser, @Body() dto: AdminCouponDto): Promise<AdminCouponResponseDto> {
    return this.coupons.createAdmin(admin, dto);
  }

  /**
   * Edits a platform coupon
   *
   * @remarks The same fields and rules as creating it; every field is replaced.
   */
  @Put(':id')
  @ApiParam(COUPON_ID_PARAM)
  @ApiOkResponse({ type: AdminCouponResponseDto, description: 'The updated coupon' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.codeTaken })
  update(@CurrentUser() admin: AuthUser, @Param('id', CouponIdPipe) id: string, @Body() dto: AdminCouponDto): Promise<AdminCouponResponseDto> {
    return this.coupons.updateAdmin(admin, id, dto);
  }

  /**
   * Deletes a platform coupon
   *
   * @remarks Its recorded uses stay in the usage history.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiParam(COUPON_ID_PARAM)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.notFound })
  async remove(@CurrentUser() admin: AuthUser, @Param('id', CouponIdPipe) id: string): Promise<void> {
    await this.coupons.deleteAdmin(admin, id);
  }
}
