import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { PLATFORM_STAFF_MESSAGES } from '@coachcore/domain';
import { Access, BeforeTwoFactor } from '../../common/decorators/access.decorator';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import {
  InvitePlatformStaffDto,
  ListPlatformStaffQuery,
  OwnPlatformAccessResponseDto,
  PlatformStaffEntryResponseDto,
  UpdatePlatformStaffPermissionsDto,
} from './dto/platform-staff.dto';
import { PlatformStaffService } from './platform-staff.service';

const staffId = new IdParamPipe(PLATFORM_STAFF_MESSAGES.notFound);

/** The platform's own team, managed by admins holding staff_management (a platform admin holds every permission). */
@ApiTags('admin')
@Controller('admin')
@Access({ roles: ['admin'], permissions: ['staff_management'] })
export class PlatformStaffController {
  constructor(private readonly staff: PlatformStaffService) {}

  /**
   * What the signed-in admin account may do
   *
   * @remarks The role and the permissions in effect (a platform admin holds all seven). The admin area's menu offers the
   * sections they open; the API checks every call on its own (each admin route's `x-permissions`). Answered before
   * two-factor sign-in is set up too (it tells nothing but the account's own access).
   */
  @Get('access')
  @Access({ roles: ['admin'], permissions: [] })
  @BeforeTwoFactor()
  @ApiOkResponse({ type: OwnPlatformAccessResponseDto, description: 'The permissions in effect' })
  access(@CurrentUser() user: AuthUser): Promise<OwnPlatformAccessResponseDto> {
    return this.staff.accessOf(user);
  }

  /**
   * Lists the platform team
   *
   * @remarks Active members and pending invitations (joinedAt null, shown as Pending), newest first. Founding admins
   * (created at the first start) are not entries. Paged by `X-Total-Count`, `X-Page` and `X-Limit`.
   */
  @Get('staff')
  @Paginated(PlatformStaffEntryResponseDto, 'The page of platform team entries')
  list(@Query() query: ListPlatformStaffQuery): Promise<Page<PlatformStaffEntryResponseDto>> {
    return this.staff.list(query);
  }

  /**
   * Invites someone to the platform team
   *
   * @remarks E-mails a link with a single-use code that expires in 7 days; the person creates their admin account there.
   * The role admin holds every permission; other roles hold the permissions given here. Inviting an address again
   * replaces its pending invitation. An address that already has an account answers 409. The answer never holds the code.
   */
  @Post('staff/invite')
  @ApiCreatedResponse({ type: PlatformStaffEntryResponseDto, description: 'The pending invitation' })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${PLATFORM_STAFF_MESSAGES.alreadyMember} / ${PLATFORM_STAFF_MESSAGES.ownAddress} / ${PLATFORM_STAFF_MESSAGES.emailTaken}`,
  })
  invite(@CurrentUser() user: AuthUser, @Body() dto: InvitePlatformStaffDto): Promise<PlatformStaffEntryResponseDto> {
    return this.staff.invite(user, dto);
  }

  /**
   * Changes a team member's permissions
   *
   * @remarks Replaces the list (a pending invitation's too). Takes effect at the member's next request. Audited. One's
   * own entry answers 400.
   */
  @Patch('staff/:id/permissions')
  @ApiOkResponse({ type: PlatformStaffEntryResponseDto, description: 'The entry with its new permissions' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.ownAccount })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.notFound })
  updatePermissions(
    @CurrentUser() user: AuthUser,
    @Param('id', staffId) id: string,
    @Body() dto: UpdatePlatformStaffPermissionsDto,
  ): Promise<PlatformStaffEntryResponseDto> {
    return this.staff.updatePermissions(user, id, dto);
  }

  /**
   * Removes a team member or withdraws an invitation
   *
   * @remarks A member's account is disabled and signed out everywhere at once (audited); a pending invitation's link
   * stops working. One's own entry answers 400.
   */
  @Delete('staff/:id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.ownAccount })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.notFound })
  remove(@CurrentUser() user: AuthUser, @Param('id', staffId) id: string): Promise<void> {
    return this.staff.remove(user, id);
  }
}
