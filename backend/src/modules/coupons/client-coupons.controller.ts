import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { COUPON_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { Paginated, type Page } from '../../common/http/pagination';
import { CouponsService } from './coupons.service';
import { CouponIdPipe } from './coupon-id.pipe';
import { COUPON_ID_PARAM } from './coupon-id';
import { CouponResponseDto, CreateClientCouponDto, ListCouponsQuery, SetCouponActiveDto } from './dto/coupon.dto';
import { CouponValidationResponseDto, ValidateCouponDto } from './dto/coupon-validation.dto';

/** A business's coupons for its clients (document 3 sections 2.5 and 7): the owner, and staff with coupon management. */
@ApiTags('client-coupons')
@Controller('client-coupons')
@Access({ roles: ['business', 'staff'], permissions: ['coupon_management'] })
export class ClientCouponsController {
  constructor(private readonly coupons: CouponsService) {}

  /**
   * Lists the business's client coupons
   *
   * @remarks Newest first, with uses and the display status. The body is the requested page; the `X-Total-Count`,
   * `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(CouponResponseDto, 'The page of client coupons, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListCouponsQuery): Promise<Page<CouponResponseDto>> {
    return this.coupons.listClient(tenant, query);
  }

  /**
   * Creates a client coupon
   *
   * @remarks Name, code (3–20 uppercase letters, digits and hyphens; unique within the business only) and discount
   * value (at least 0; a percentage at most 100) are required; type percentage (default) or fixed; valid-from is now
   * when left out; max uses (null: unlimited), valid-until, minimum order value, packages and clients are optional.
   * Client restrictions must be clients of the business (404 otherwise).
   */
  @Post()
  @ApiCreatedResponse({ type: CouponResponseDto, description: 'The new coupon' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.clientNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.codeTaken })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateClientCouponDto): Promise<CouponResponseDto> {
    return this.coupons.createClient(tenant, dto);
  }

  /**
   * Tests a client coupon against an order
   *
   * @remarks Answers valid, discountAmount, savingsPercentage and error for one of the business's coupons (another
   * business's code is unknown here): inactive, not yet valid, expired, used up, under the minimum order value, not for
   * the package or not for the client. A missing code or amount answers 400 'Please enter both code and amount'.
   */
  @Post('validate')
  @HttpCode(200)
  @ApiOkResponse({ type: CouponValidationResponseDto, description: 'Whether it applies, and by how much' })
  validate(@CurrentTenant() tenant: Tenant, @Body() dto: ValidateCouponDto): Promise<CouponValidationResponseDto> {
    return this.coupons.validateClient(tenant, dto);
  }

  /**
   * Deactivates or reactivates a client coupon
   *
   * @remarks A deactivated coupon stays listed (status Inactive) and validates as not active. Another business's coupon
   * answers 404.
   */
  @Patch(':id')
  @ApiParam(COUPON_ID_PARAM)
  @ApiOkResponse({ type: CouponResponseDto, description: 'The coupon' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.notFound })
  setActive(@CurrentTenant() tenant: Tenant, @Param('id', CouponIdPipe) id: string, @Body() dto: SetCouponActiveDto): Promise<CouponResponseDto> {
    return this.coupons.setClientActive(tenant, id, dto.isActive);
  }

  /**
   * Deletes a client coupon
   *
   * @remarks Its recorded uses stay in the usage history. Another business's coupon answers 404.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiParam(COUPON_ID_PARAM)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: COUPON_MESSAGES.notFound })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', CouponIdPipe) id: string): Promise<void> {
    await this.coupons.deleteClient(tenant, id);
  }
}
