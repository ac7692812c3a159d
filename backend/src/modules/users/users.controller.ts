import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponseDto } from './dto/user.response';
import { UsersService } from './users.service';

@ApiTags('user')
@Controller('user')
@ApiUnauthorizedResponse({ type: ErrorResponseDto })
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Edit Profile: names, e-mail, business name (ignored for clients) and phone. */
  @Put('profile')
  @ApiOkResponse({ type: UserResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto })
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserResponseDto> {
    return this.users.updateProfile(user.id, dto);
  }

  /** Marks the setup wizard as done for this account. */
  @Post('complete-onboarding')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto })
  completeOnboarding(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return this.users.completeOnboarding(user.id);
  }
}
