import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiGoneResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { INVITATION_MESSAGES } from '@coachcore/domain';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { Public } from '../../../common/decorators/public.decorator';
import type { AuthUser } from '../../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ClientInvitationsService } from './client-invitations.service';
import { InvitationAcceptedResponseDto, InvitationPreviewResponseDto } from './dto/invitation.dto';

const GONE = `The invitation was used, replaced by a newer one, or has expired (message says which): ${INVITATION_MESSAGES.used} / ${INVITATION_MESSAGES.revoked} / ${INVITATION_MESSAGES.expired}`;

/** The invitation link's page: what it invites to, and accepting it with a client account. */
@ApiTags('invitations')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: ClientInvitationsService) {}

  /**
   * Shows an invitation
   *
   * @remarks Who invites whom, for the invitation page: the business, the client's first name, the invited address
   * and when the link expires. Needs no sign-in: the code is the key.
   */
  @Public()
  @Get(':code')
  @ApiOkResponse({ type: InvitationPreviewResponseDto, description: 'The invitation' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: INVITATION_MESSAGES.notFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  preview(@Param('code') code: string): Promise<InvitationPreviewResponseDto> {
    return this.invitations.preview(code);
  }

  /**
   * Accepts an invitation
   *
   * @remarks Links the signed-in client account to the invited client record (once: the code then stops working) and
   * records client_signup for the business. Business, staff and admin accounts cannot accept.
   */
  @Post(':code/accept')
  @HttpCode(200)
  @ApiOkResponse({ type: InvitationAcceptedResponseDto, description: 'Linked' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: INVITATION_MESSAGES.clientAccountRequired })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: INVITATION_MESSAGES.notFound })
  @ApiGoneResponse({ type: ErrorResponseDto, description: GONE })
  @ApiConflictResponse({
    type: ErrorResponseDto,
    description: `${INVITATION_MESSAGES.alreadyLinked} / ${INVITATION_MESSAGES.userAlreadyLinked} / ${INVITATION_MESSAGES.userLinkedElsewhere}`,
  })
  accept(@CurrentUser() user: AuthUser, @Param('code') code: string): Promise<InvitationAcceptedResponseDto> {
    return this.invitations.accept(user, code);
  }
}
