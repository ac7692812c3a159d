import { Body, Controller, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Roles } from '../../common/decorators/roles.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { UserResponseDto } from '../users/dto/user.response';
import { AdminProfileService } from './admin-profile.service';
import { UpdateAdminProfileDto } from './dto/admin-profile.dto';

@ApiTags('admin')
@Controller('admin')
@Roles('admin')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class AdminProfileController {
  constructor(private readonly profile: AdminProfileService) {}

  /** The platform admin's own profile: names, e-mail and (with the current one) a new password. */
  @Put('profile')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  update(@CurrentUser() user: AuthUser, @Body() dto: UpdateAdminProfileDto): Promise<UserResponseDto> {
    return this.profile.update(user, dto);
  }
}
