import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import { Access } from '../../../common/decorators/access.decorator';
import { OperationIdPrefix } from '../../../common/openapi/operation-id';
import type { Tenant } from '../../../common/http/authenticated-request';
import { Paginated, type Page } from '../../../common/http/pagination';
import { CommunitiesService } from './communities.service';
import { ClientCommunityResponseDto, ListClientCommunitiesQuery } from './dto/community.dto';

@ApiTags('client-portal')
@Controller('client/communities')
@Access({ roles: ['client'] })
@OperationIdPrefix('ClientCommunities')
export class ClientPortalCommunitiesController {
  constructor(private readonly communities: CommunitiesService) {}

  /**
   * The signed-in client's communities
   *
   * @remarks The communities the client is a member of (document 3: name, description, memberCount), by name. Paged
   * like the clients list.
   */
  @Get()
  @Paginated(ClientCommunityResponseDto, 'The communities, by name')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListClientCommunitiesQuery): Promise<Page<ClientCommunityResponseDto>> {
    return this.communities.clientCommunities(tenant, query);
  }
}
