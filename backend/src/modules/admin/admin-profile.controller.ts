import { Body, Controller, Put } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@coachcore/domain';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Access, BeforeTwoFactor } from '../../common/decorators/access.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { UserResponseDto } from '../users/dto/user.response';
import { AdminProfileService } from './admin-profile.service';
import { UpdateAdminProfileDto } from './dto/admin-profile.dto';

@ApiTags('admin')
@Controller('admin')
@Access({ roles: ['admin'] })
// The first start's /admin/setup (names, password) comes before the admin sets up two-factor sign-in.
@BeforeTwoFactor()
export class AdminProfileController {
  constructor(private readonly profile: AdminProfileService) {}

  /**
   * Updates the platform admin's own profile
   *
   * @remarks Names always; the e-mail when sent; a new password only together with the current one (a missing or
   * wrong current password answers 400). A new e-mail or password signs out the admin's other sessions; the one
   * making the change stays signed in. Answers the updated user.
   */
  @Put('profile')
  @ApiOkResponse({ type: UserResponseDto, description: 'The updated admin' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: AUTH_MESSAGES.emailTaken })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateAdminProfileDto): Promise<UserResponseDto> {
    return this.profile.update(user, dto);
  }
}
