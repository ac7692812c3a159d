import { Body, Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PLATFORM_STAFF_MESSAGES } from '@coachcore/domain';
import type { Request, Response } from 'express';
import { Public } from '../../common/decorators/public.decorator';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthResponseDto } from '../auth/dto/auth.response';
import { NewSessionAnswer } from '../auth/new-session-answer.service';
import { hashPassword } from '../auth/password-hasher';
import { StaffSignUpDto } from '../staff/dto/staff.dto';
import { PlatformStaffInvitationPreviewResponseDto } from './dto/platform-staff.dto';
import { PlatformStaffService } from './platform-staff.service';

const GONE = `Used, withdrawn or expired (message says which): ${PLATFORM_STAFF_MESSAGES.invitationUsed} / ${PLATFORM_STAFF_MESSAGES.invitationRevoked} / ${PLATFORM_STAFF_MESSAGES.invitationExpired}`;

/** The platform team invitation link's page: what it invites to, and accepting it by creating the admin account. */
@ApiTags('platform-staff-invitations')
@Controller('platform-staff-invitations')
export class PlatformStaffInvitationsController {
  constructor(
    private readonly staff: PlatformStaffService,
    private readonly session: NewSessionAnswer,
  ) {}

  /**
   * Shows a platform team invitation
   *
   * @remarks The invited address, the role and permissions, and when the link expires. Needs no sign-in: the code is the key.
   */
  @Public()
  @Get(':code')
  @ApiOkResponse({ type: PlatformStaffInvitationPreviewResponseDto, description: 'The invitation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.invitationNotFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  preview(@Param('code') code: string): Promise<PlatformStaffInvitationPreviewResponseDto> {
    return this.staff.preview(code);
  }

  /**
   * Accepts a platform team invitation by signing up
   *
   * @remarks Creates an admin account with the invited address and signs the person in (as `/api/auth/register`
   * answers); what it may do in the admin area follows the invitation's role and permissions. Where two-factor sign-in
   * is required of platform admins, the account sets it up before anything else. An address that has an account
   * answers 409.
   */
  @Public()
  @Post(':code/sign-up')
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'The new admin account, signed in' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.invitationNotFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: PLATFORM_STAFF_MESSAGES.emailTaken })
  async signUp(
    @Param('code') code: string,
    @Body() dto: StaffSignUpDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResponseDto> {
    const user = await this.staff.signUp(code, {
      firstName: dto.firstName,
      lastName: dto.lastName,
      passwordHash: await hashPassword(dto.password),
      timeZone: dto.timeZone,
    });
    return this.session.signIn(user, request, response);
  }
}
