import { Controller, Get } from '@nestjs/common';
import { ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { OperationIdPrefix } from '../../../common/openapi/operation-id';
import type { AuthUser } from '../../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { ClientInvitationsService } from './client-invitations.service';
import { ClientLinkResponseDto } from './dto/invitation.dto';

/**
 * The client portal asks whether the signed-in client account is linked to a client record yet. No @Access on
 * purpose: the access guard would refuse an unlinked client user before this answers "not linked".
 */
@ApiTags('client-portal')
@Controller('client')
@OperationIdPrefix('ClientLink')
export class ClientPortalLinkController {
  constructor(private readonly invitations: ClientInvitationsService) {}

  /**
   * Whether the signed-in client is linked
   *
   * @remarks Whether the signed-in client account is linked to a client record yet (by an accepted invitation) and,
   * if so, to which record and business.
   */
  @Get('link')
  @ApiOkResponse({ type: ClientLinkResponseDto, description: 'The link, or linked false' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Only for client accounts' })
  get(@CurrentUser() user: AuthUser): Promise<ClientLinkResponseDto> {
    return this.invitations.link(user);
  }
}
