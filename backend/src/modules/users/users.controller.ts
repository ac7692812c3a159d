import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { AUTH_MESSAGES } from '@coachcore/domain';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { UserResponseDto } from './dto/user.response';
import { UsersService } from './users.service';

@ApiTags('user')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /**
   * Updates the signed-in user's own profile
   *
   * @remarks Edit Profile: first and last name, e-mail, business name (ignored for client users) and phone. An
   * optional field sent empty is cleared. A new e-mail signs out the user's other sessions; the one making the change
   * stays signed in. Answers the updated user.
   */
  @Put('profile')
  @ApiOkResponse({ type: UserResponseDto, description: 'The updated user' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Address on the platform domain' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: AUTH_MESSAGES.emailTaken })
  updateProfile(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserResponseDto> {
    return this.users.updateProfile(user, dto);
  }

  /**
   * Changes the signed-in user's password
   *
   * @remarks The current password, the new one (at least 6 characters) and its confirmation. A wrong current password
   * answers 400 and changes nothing; guesses count as sign-in attempts of the account from the caller's address
   * (429 once the sign-in lock applies). Once changed, the user's other sessions are signed out; the one making the
   * change stays signed in.
   */
  @Put('password')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Changed; the other sessions are signed out' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: AUTH_MESSAGES.currentPasswordWrong })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: AUTH_MESSAGES.tooManyAttempts })
  changePassword(@CurrentUser() user: AuthUser, @Body() dto: ChangePasswordDto, @Req() request: Request): Promise<void> {
    return this.users.changePassword(user, dto, request.ip ?? 'unknown');
  }

  /**
   * Marks the setup wizard as done
   *
   * @remarks Sets `onboardingCompleted` on the signed-in account, whether the wizard was finished or skipped, so it
   * is not offered again. Calling it again changes nothing. Answers the updated user.
   */
  @Post('complete-onboarding')
  @HttpCode(200)
  @ApiOkResponse({ type: UserResponseDto, description: 'The user, with onboardingCompleted true' })
  completeOnboarding(@CurrentUser() user: AuthUser): Promise<UserResponseDto> {
    return this.users.completeOnboarding(user.id);
  }
}
