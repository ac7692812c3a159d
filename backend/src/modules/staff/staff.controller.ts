import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, STAFF_MESSAGES, TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { Access } from '../../common/decorators/access.decorator';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  AssignStaffClientDto,
  InviteStaffDto,
  ListStaffClientsQuery,
  StaffClientResponseDto,
  ListStaffQuery,
  OwnStaffMembershipResponseDto,
  StaffEntryResponseDto,
  StaffSummaryResponseDto,
  UpdateStaffPermissionsDto,
} from './dto/staff.dto';
import { StaffManagementService } from './staff-management.service';

const staffId = new IdParamPipe(STAFF_MESSAGES.notFound);
const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

/** Staff Management (document 3 sections 2.7 and 7): only the business owner manages their staff. */
@ApiTags('staff')
@Controller('staff')
@Access({ roles: ['business'] })
export class StaffController {
  constructor(private readonly staff: StaffManagementService) {}

  /**
   * Lists the business's staff
   *
   * @remarks The directory: active members and pending invitations (joinedAt null, shown as Pending), newest first.
   * Removed members are not listed. The `X-Total-Count`, `X-Page` and `X-Limit` headers carry the paging.
   */
  @Get()
  @Paginated(StaffEntryResponseDto, 'The page of staff entries')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListStaffQuery): Promise<Page<StaffEntryResponseDto>> {
    return this.staff.list(tenant, query);
  }

  /**
   * The Staff Management cards
   *
   * @remarks Total staff (active members and pending invitations), administrators (role admin) and support team (role support).
   */
  @Get('summary')
  @ApiOkResponse({ type: StaffSummaryResponseDto, description: 'The counts' })
  summary(@CurrentTenant() tenant: Tenant): Promise<StaffSummaryResponseDto> {
    return this.staff.summary(tenant);
  }

  /**
   * Invites a staff member
   *
   * @remarks E-mails a link with a single-use code that expires in 7 days; the person signs up or signs in there and
   * works for the business with the permissions given here. Inviting an address again replaces its pending invitation.
   * A current member or the owner's own address answers 409. The answer never holds the code.
   */
  @Post('invite')
  @ApiCreatedResponse({ type: StaffEntryResponseDto, description: 'The pending invitation' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${STAFF_MESSAGES.alreadyMember} / ${STAFF_MESSAGES.ownAddress}` })
  invite(@CurrentTenant() tenant: Tenant, @Body() dto: InviteStaffDto): Promise<StaffEntryResponseDto> {
    return this.staff.invite(tenant, dto);
  }

  /**
   * Changes a staff member's permissions
   *
   * @remarks Replaces the list. Takes effect at the member's next request; their open connections are re-authorised at once.
   */
  @Patch(':id/permissions')
  @ApiOkResponse({ type: StaffEntryResponseDto, description: 'The entry with its new permissions' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.notFound })
  updatePermissions(@CurrentTenant() tenant: Tenant, @Param('id', staffId) id: string, @Body() dto: UpdateStaffPermissionsDto): Promise<StaffEntryResponseDto> {
    return this.staff.updatePermissions(tenant, id, dto);
  }

  /**
   * Lists the clients assigned to a staff member
   *
   * @remarks A staff member with assigned clients reaches only those (lists, search, details, messages, live updates);
   * one without any reaches every client of the business. Newest assignment first; paged by `X-Total-Count`, `X-Page`
   * and `X-Limit`.
   */
  @Get(':id/clients')
  @Paginated(StaffClientResponseDto, 'The page of assigned clients')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.notFound })
  assignedClients(
    @CurrentTenant() tenant: Tenant,
    @Param('id', staffId) id: string,
    @Query() query: ListStaffClientsQuery,
  ): Promise<Page<StaffClientResponseDto>> {
    return this.staff.assignedClients(tenant, id, query);
  }

  /**
   * Assigns a client to a staff member
   *
   * @remarks From now on the member reaches only their assigned clients (their open connections follow at once).
   * Assigning an assigned client again keeps the assignment and sets its role.
   */
  @Put(':id/clients/:clientId')
  @ApiOkResponse({ type: StaffClientResponseDto, description: 'The assignment' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${STAFF_MESSAGES.notFound} / ${CLIENT_MESSAGES.notFound}` })
  assignClient(
    @CurrentTenant() tenant: Tenant,
    @Param('id', staffId) id: string,
    @Param('clientId', clientId) client: string,
    @Body() dto: AssignStaffClientDto,
  ): Promise<StaffClientResponseDto> {
    return this.staff.assignClient(tenant, id, client, dto);
  }

  /**
   * Unassigns a client from a staff member
   *
   * @remarks The member no longer reaches that client (at once, open connections included); once no client is assigned,
   * they reach every client of the business again.
   */
  @Delete(':id/clients/:clientId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Unassigned' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: `${STAFF_MESSAGES.notFound} / ${CLIENT_MESSAGES.notFound}` })
  unassignClient(@CurrentTenant() tenant: Tenant, @Param('id', staffId) id: string, @Param('clientId', clientId) client: string): Promise<void> {
    return this.staff.unassignClient(tenant, id, client);
  }

  /**
   * Resets a staff member's two-factor sign-in
   *
   * @remarks For a member who lost their authenticator: two-factor is off and their recovery codes stop working; when the
   * business requires it, they set it up again at their next request. Audited. 409 when it was not on.
   */
  @Post(':id/two-factor/reset')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffEntryResponseDto, description: 'The entry' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: TWO_FACTOR_MESSAGES.notEnabled })
  resetTwoFactor(@CurrentTenant() tenant: Tenant, @Param('id', staffId) id: string): Promise<StaffEntryResponseDto> {
    return this.staff.resetTwoFactor(tenant, id);
  }

  /**
   * Removes a staff member
   *
   * @remarks Revokes their access to the business at once: their next request is refused and their open connections
   * leave its rooms. A pending invitation is withdrawn (its link stops working).
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.notFound })
  remove(@CurrentTenant() tenant: Tenant, @Param('id', staffId) id: string): Promise<void> {
    return this.staff.remove(tenant, id);
  }
}

/** The staff member's own view of their access (the staff dashboard's access-level card). */
@ApiTags('staff')
@Controller('staff/me')
@Access({ roles: ['staff'] })
export class OwnStaffController {
  constructor(private readonly staff: StaffManagementService) {}

  /**
   * The signed-in staff member's access
   *
   * @remarks The business they work for, their role, departments and the permissions the owner granted (the staff
   * dashboard shows its cards by them). Changes at once when the owner edits them.
   */
  @Get()
  @ApiOkResponse({ type: OwnStaffMembershipResponseDto, description: 'The membership' })
  get(@CurrentTenant() tenant: Tenant): Promise<OwnStaffMembershipResponseDto> {
    return this.staff.ownMembership(tenant);
  }
}
