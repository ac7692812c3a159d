import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PACKAGE_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { CoachingPackageResponseDto, CreateCoachingPackageDto, ListCoachingPackagesQuery, UpdateCoachingPackageDto } from './dto/coaching-package.dto';
import { PackagesService } from './packages.service';

const packageId = new IdParamPipe(PACKAGE_MESSAGES.notFound);

/**
 * The business's coaching packages (document 2: Coaching Packages): its owner, and staff with business or payment
 * management; staff who manage clients may read them (to assign one).
 */
@ApiTags('packages')
@Controller('coaching-packages')
@Access({ roles: ['business', 'staff'], permissions: ['business_management', 'payment_management'] })
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  /**
   * Lists the business's coaching packages
   *
   * @remarks Newest first, each with the clients holding it now (`activeClients`). With `isActive`, only the active or
   * only the inactive ones. The body is the requested page; the `X-Total-Count`, `X-Page` and `X-Limit` headers carry
   * the paging.
   */
  @Get()
  @Access({ permissions: ['business_management', 'payment_management', 'client_management'] })
  @Paginated(CoachingPackageResponseDto, 'The page of packages, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListCoachingPackagesQuery): Promise<Page<CoachingPackageResponseDto>> {
    return this.packages.list(tenant, query);
  }

  /**
   * A coaching package
   *
   * @remarks One package of the caller's business, with the clients holding it now.
   */
  @Get(':id')
  @Access({ permissions: ['business_management', 'payment_management', 'client_management'] })
  @ApiOkResponse({ type: CoachingPackageResponseDto, description: 'The package' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string): Promise<CoachingPackageResponseDto> {
    return this.packages.get(tenant, id);
  }

  /**
   * Creates a coaching package
   *
   * @remarks The Create Package form: name, price, duration (days, at least 1) and at least one feature are required;
   * description and maxClients (null: unlimited) are optional. A new package is active.
   */
  @Post()
  @ApiCreatedResponse({ type: CoachingPackageResponseDto, description: 'The new package' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateCoachingPackageDto): Promise<CoachingPackageResponseDto> {
    return this.packages.create(tenant, dto);
  }

  /**
   * Edits a coaching package
   *
   * @remarks Only the fields sent change, with the create form's rules; maxClients null makes it unlimited and cannot
   * go below the clients holding it now (409). Current subscriptions keep their dates.
   */
  @Patch(':id')
  @ApiOkResponse({ type: CoachingPackageResponseDto, description: 'The updated package' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PACKAGE_MESSAGES.maxClientsBelowActive })
  update(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string, @Body() dto: UpdateCoachingPackageDto): Promise<CoachingPackageResponseDto> {
    return this.packages.update(tenant, id, dto);
  }

  /**
   * Marks a package inactive
   *
   * @remarks An inactive package cannot be assigned; the clients who have it keep it and its history.
   */
  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOkResponse({ type: CoachingPackageResponseDto, description: 'The package, inactive' })
  deactivate(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string): Promise<CoachingPackageResponseDto> {
    return this.packages.setActive(tenant, id, false);
  }

  /**
   * Marks a package active again
   *
   * @remarks It can be assigned again.
   */
  @Post(':id/reactivate')
  @HttpCode(200)
  @ApiOkResponse({ type: CoachingPackageResponseDto, description: 'The package, active' })
  reactivate(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string): Promise<CoachingPackageResponseDto> {
    return this.packages.setActive(tenant, id, true);
  }

  /**
   * Deletes a coaching package
   *
   * @remarks Only a package no client has ever had. One with client subscriptions (current or past) answers 409:
   * deactivate it instead, so the clients' history keeps it.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PACKAGE_MESSAGES.hasSubscriptions })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', packageId) id: string): Promise<void> {
    await this.packages.remove(tenant, id);
  }
}
