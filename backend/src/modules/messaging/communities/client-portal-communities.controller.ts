import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import { Access } from '../../../common/decorators/access.decorator';
import { OperationIdPrefix } from '../../../common/openapi/operation-id';
import type { Tenant } from '../../../common/http/authenticated-request';
import { CommunitiesService } from './communities.service';
import { ClientCommunityResponseDto } from './dto/community.dto';

@ApiTags('client-portal')
@Controller('client/communities')
@Access({ roles: ['client'] })
@OperationIdPrefix('ClientCommunities')
export class ClientPortalCommunitiesController {
  constructor(private readonly communities: CommunitiesService) {}

  /**
   * The signed-in client's communities
   *
   * @remarks The communities the client is a member of (document 3: name, description, memberCount), by name.
   */
  @Get()
  @ApiOkResponse({ type: [ClientCommunityResponseDto], description: 'The communities, by name' })
  list(@CurrentTenant() tenant: Tenant): Promise<ClientCommunityResponseDto[]> {
    return this.communities.clientCommunities(tenant);
  }
}
