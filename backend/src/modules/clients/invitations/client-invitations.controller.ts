import { Controller, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { CLIENT_MESSAGES, INVITATION_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import { Access } from '../../../common/decorators/access.decorator';
import type { Tenant } from '../../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { ClientInvitationsService } from './client-invitations.service';
import { ClientInvitationResponseDto } from './dto/invitation.dto';

const clientId = new IdParamPipe(CLIENT_MESSAGES.notFound);

@ApiTags('clients')
@Controller('clients')
@Access({ roles: ['business', 'staff'] })
export class ClientInvitationsController {
  constructor(private readonly invitations: ClientInvitationsService) {}

  /**
   * Invites a client to sign in
   *
   * @remarks E-mails the client a link with a single-use code that expires in 7 days. Sending again replaces the code:
   * the earlier link stops working. The answer never holds the code. A client already linked to a sign-in answers 409.
   */
  @Post(':id/invite')
  @Access({ permissions: ['client_management'] })
  @ApiCreatedResponse({ type: ClientInvitationResponseDto, description: 'The invitation sent' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: CLIENT_MESSAGES.notFound })
  @ApiConflictResponse({ type: ErrorResponseDto, description: INVITATION_MESSAGES.alreadyLinked })
  invite(@CurrentTenant() tenant: Tenant, @Param('id', clientId) id: string): Promise<ClientInvitationResponseDto> {
    return this.invitations.invite(tenant, id);
  }
}
