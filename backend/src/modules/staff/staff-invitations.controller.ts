import { Body, Controller, Get, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { STAFF_MESSAGES } from '@coachcore/domain';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { Public } from '../../common/decorators/public.decorator';
import type { AuthUser } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthResponseDto } from '../auth/dto/auth.response';
import { NewSessionAnswer } from '../auth/new-session-answer.service';
import { hashPassword } from '../auth/password-hasher';
import { StaffInvitationAcceptedResponseDto, StaffInvitationPreviewResponseDto, StaffSignUpDto } from './dto/staff.dto';
import { StaffManagementService } from './staff-management.service';

const GONE = `Used, withdrawn or expired (message says which): ${STAFF_MESSAGES.invitationUsed} / ${STAFF_MESSAGES.invitationRevoked} / ${STAFF_MESSAGES.invitationExpired}`;

/** The staff invitation link's page: what it invites to, and accepting it by signing up or signing in. */
@ApiTags('staff-invitations')
@Controller('staff-invitations')
export class StaffInvitationsController {
  constructor(
    private readonly staff: StaffManagementService,
    private readonly session: NewSessionAnswer,
  ) {}

  /**
   * Shows a staff invitation
   *
   * @remarks The business, the invited address, the role and permissions, and when the link expires. Needs no sign-in: the code is the key.
   */
  @Public()
  @Get(':code')
  @ApiOkResponse({ type: StaffInvitationPreviewResponseDto, description: 'The invitation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.invitationNotFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  preview(@Param('code') code: string): Promise<StaffInvitationPreviewResponseDto> {
    return this.staff.preview(code);
  }

  /**
   * Accepts a staff invitation by signing up
   *
   * @remarks Creates a staff account with the invited address, accepts the invitation and signs the person in (as
   * `/api/auth/register` answers). An address that already has an account answers 409: sign in and accept instead.
   */
  @Public()
  @Post(':code/sign-up')
  @ApiCreatedResponse({ type: AuthResponseDto, description: 'The new staff account, signed in' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.invitationNotFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.emailTaken })
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

  /**
   * Accepts a staff invitation while signed in
   *
   * @remarks For a staff account whose address is the invited one. From now on the account works for the business
   * with the invitation's permissions. An account that works for another business now answers 409.
   */
  @Post(':code/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: StaffInvitationAcceptedResponseDto, description: 'Joined' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: `${STAFF_MESSAGES.staffAccountRequired} / ${STAFF_MESSAGES.wrongAddress}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.invitationNotFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  @ApiConflictResponse({ type: ErrorResponseDto, description: STAFF_MESSAGES.memberElsewhere })
  accept(@CurrentUser() user: AuthUser, @Param('code') code: string): Promise<StaffInvitationAcceptedResponseDto> {
    return this.staff.accept(user, code);
  }
}
