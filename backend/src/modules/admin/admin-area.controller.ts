import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ADMIN_AREA_MESSAGES, TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { AuditLogEntryResponseDto, ListAuditLogQuery } from '../audit/dto/audit-log.dto';
import { AdminAreaService } from './admin-area.service';
import { SystemStatusResponseDto } from './dto/system-status.dto';
import { SystemStatusService } from './system-status.service';
import {
  AdminAnalyticsResponseDto,
  AdminBusinessResponseDto,
  AdminClientRowResponseDto,
  AdminUserResponseDto,
  ListAdminClientsQuery,
  ListAdminUsersQuery,
  ListBusinessesQuery,
  SuspendBusinessDto,
} from './dto/admin-area.dto';

const businessId = new IdParamPipe(ADMIN_AREA_MESSAGES.businessNotFound);
const clientId = new IdParamPipe(ADMIN_AREA_MESSAGES.clientNotFound);
const userId = new IdParamPipe(ADMIN_AREA_MESSAGES.userNotFound);

/** The platform admin area (document 3 sections 2.6 and 7): businesses, clients and accounts of the whole platform. */
@ApiTags('admin')
@Controller('admin')
@Access({ roles: ['admin'] })
export class AdminAreaController {
  constructor(
    private readonly admin: AdminAreaService,
    private readonly audit: AuditService,
    private readonly system: SystemStatusService,
  ) {}

  /**
   * Live figures of the running system
   *
   * @remarks Measured at each call on the instance that answers: PostgreSQL's and Redis's health and round-trip
   * latency, every BullMQ queue's waiting, active, delayed and failed jobs, the instance's requests since it started,
   * its requests per minute and p95 response time over the last five minutes, its uptime and version.
   */
  @Get('system')
  @Access({ permissions: ['analytics'] })
  @ApiOkResponse({ type: SystemStatusResponseDto, description: 'The figures' })
  systemStatus(): Promise<SystemStatusResponseDto> {
    return this.system.status();
  }

  /**
   * The platform overview's figures
   *
   * @remarks Businesses (total, new this month, active, suspended), clients (total, active, inactive) and revenue
   * (this month's platform payments less refunds in US dollars, and the payments that failed this month, still unpaid).
   */
  @Get('analytics')
  @Access({ permissions: ['analytics'] })
  @ApiOkResponse({ type: AdminAnalyticsResponseDto, description: 'The figures' })
  analytics(): Promise<AdminAnalyticsResponseDto> {
    return this.admin.analytics();
  }

  /**
   * Lists the businesses
   *
   * @remarks Every business owner's account, newest first, filtered by status (all, active, suspended, canceled,
   * past_due), plan (Free for none) and a search of names, username and e-mail. Paged by `X-Total-Count`, `X-Page`, `X-Limit`.
   */
  @Get('businesses')
  @Access({ permissions: ['business_management'] })
  @Paginated(AdminBusinessResponseDto, 'The page of businesses')
  businesses(@Query() query: ListBusinessesQuery): Promise<Page<AdminBusinessResponseDto>> {
    return this.admin.businesses(query);
  }

  /**
   * Suspends a business
   *
   * @remarks Its owner, staff and clients are refused (403, saying why) from their next request, and their open
   * connections are dropped, until it is reactivated. Audited with the reason. 409 when it is suspended already.
   */
  @Post('businesses/:id/suspend')
  @Access({ permissions: ['business_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminBusinessResponseDto, description: 'The suspended business' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.businessNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.alreadySuspended })
  suspend(@CurrentUser() actor: AuthUser, @Param('id', businessId) id: string, @Body() dto: SuspendBusinessDto): Promise<AdminBusinessResponseDto> {
    return this.admin.suspend(actor, id, dto);
  }

  /**
   * Reactivates a business that is not active
   *
   * @remarks A suspended business (by the platform or by the payment grace period), or one whose subscription is
   * canceled or past due, becomes active: its people are let in again at their next request. Audited. 409 when it is
   * active already.
   */
  @Post('businesses/:id/reactivate')
  @Access({ permissions: ['business_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminBusinessResponseDto, description: 'The reactivated business' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.businessNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.notSuspended })
  reactivate(@CurrentUser() actor: AuthUser, @Param('id', businessId) id: string): Promise<AdminBusinessResponseDto> {
    return this.admin.reactivate(actor, id);
  }

  /**
   * Lists the clients of every business
   *
   * @remarks Newest first, with their coach; `businessId` narrows to one business, `search` matches name and e-mail.
   */
  @Get('clients')
  @Access({ permissions: ['client_management'] })
  @Paginated(AdminClientRowResponseDto, 'The page of clients')
  clients(@Query() query: ListAdminClientsQuery): Promise<Page<AdminClientRowResponseDto>> {
    return this.admin.clientRows(query);
  }

  /**
   * Deletes a client permanently
   *
   * @remarks The client record and everything that belongs to it (health profile, measurements, goals, workouts,
   * meal plans, messages, photos and their files); a linked sign-in loses the business and its open connections are
   * dropped. Audited.
   */
  @Delete('clients/:id')
  @Access({ permissions: ['client_management'] })
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.clientNotFound })
  deleteClient(@CurrentUser() actor: AuthUser, @Param('id', clientId) id: string): Promise<void> {
    return this.admin.deleteClient(actor, id);
  }

  /**
   * Lists every account
   *
   * @remarks Admins, business owners, staff and client sign-ins, newest first, with their role and status (active or
   * disabled); filtered by role and a search of name and e-mail.
   */
  @Get('users')
  @Access({ permissions: ['business_management', 'client_management'] })
  @Paginated(AdminUserResponseDto, 'The page of accounts')
  users(@Query() query: ListAdminUsersQuery): Promise<Page<AdminUserResponseDto>> {
    return this.admin.userRows(query);
  }

  /**
   * Disables an account
   *
   * @remarks It cannot sign in (403) and every session ends at once, open connections included. Audited. 409 when
   * disabled already; 400 for one's own account.
   */
  @Post('users/:id/disable')
  @Access({ permissions: ['business_management', 'client_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponseDto, description: 'The disabled account' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.userNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.alreadyDisabled })
  disable(@CurrentUser() actor: AuthUser, @Param('id', userId) id: string): Promise<AdminUserResponseDto> {
    return this.admin.disable(actor, id);
  }

  /**
   * Enables a disabled account
   *
   * @remarks It may sign in again. Audited. 409 when it is not disabled; 400 for one's own account.
   */
  @Post('users/:id/enable')
  @Access({ permissions: ['business_management', 'client_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponseDto, description: 'The enabled account' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.userNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.notDisabled })
  enable(@CurrentUser() actor: AuthUser, @Param('id', userId) id: string): Promise<AdminUserResponseDto> {
    return this.admin.enable(actor, id);
  }

  /**
   * Signs an account out everywhere
   *
   * @remarks Ends every session of the account at once, open connections included; it may sign in again. Audited.
   * 400 for one's own account.
   */
  @Post('users/:id/sign-out')
  @Access({ permissions: ['business_management', 'client_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponseDto, description: 'The account' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.userNotFound })
  signOut(@CurrentUser() actor: AuthUser, @Param('id', userId) id: string): Promise<AdminUserResponseDto> {
    return this.admin.signOut(actor, id);
  }

  /**
   * Resets an account's two-factor sign-in
   *
   * @remarks For someone who lost their authenticator: two-factor is off and their recovery codes stop working; an
   * account that must have it (an admin, staff whose business requires it) sets it up again at its next request.
   * Audited. 409 when it was not on; 400 for one's own account.
   */
  @Post('users/:id/two-factor/reset')
  @Access({ permissions: ['staff_management'] })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminUserResponseDto, description: 'The account' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: ADMIN_AREA_MESSAGES.userNotFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnabled })
  resetTwoFactor(@CurrentUser() actor: AuthUser, @Param('id', userId) id: string): Promise<AdminUserResponseDto> {
    return this.admin.resetTwoFactor(actor, id);
  }

  /**
   * Reads the audit trail
   *
   * @remarks Every admin action that changed another person's access or data (who, when, what, why), newest first;
   * `targetId` narrows to one business, client or account. Entries cannot be changed or removed.
   */
  @Get('audit-log')
  @Access({ permissions: ['staff_management'] })
  @Paginated(AuditLogEntryResponseDto, 'The page of audit entries')
  auditLog(@Query() query: ListAuditLogQuery): Promise<Page<AuditLogEntryResponseDto>> {
    return this.audit.list(query);
  }
}
