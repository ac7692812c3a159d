import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { COMMUNITY_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import { Access } from '../../../common/decorators/access.decorator';
import type { Tenant } from '../../../common/http/authenticated-request';
import { CursorPaginated, type CursorPage } from '../../../common/http/cursor-pagination';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../../common/http/pagination';
import { CommunitiesService } from './communities.service';
import { AddCommunityMemberDto, CommunityMemberResponseDto, ListCommunityMembersQuery } from './dto/community-member.dto';
import { CommunityResponseDto, CreateCommunityDto, ListCommunitiesQuery, UpdateCommunityDto } from './dto/community.dto';

const communityId = new IdParamPipe(COMMUNITY_MESSAGES.notFound);
const memberId = new IdParamPipe(COMMUNITY_MESSAGES.memberNotFound);

/**
 * The business's communities. The owner and staff granted client_management or send_messages manage them; clients
 * read the public ones and those they belong to.
 */
@ApiTags('communities')
@Controller('communities')
@Access({ permissions: ['client_management', 'send_messages'] })
export class CommunitiesController {
  constructor(private readonly communities: CommunitiesService) {}

  /**
   * Lists communities
   *
   * @remarks Newest first, with real member counts and the posts written today (UTC). For the business every
   * community; for a client the public ones and the private ones they are a member of. Paged like the clients list.
   */
  @Get()
  @Access({ roles: ['business', 'staff', 'client'] })
  @Paginated(CommunityResponseDto, 'The communities, newest first')
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListCommunitiesQuery): Promise<Page<CommunityResponseDto>> {
    return this.communities.list(tenant, query);
  }

  /**
   * Creates a community
   *
   * @remarks Name required ('Community name is required'); description optional; private defaults to false; a blank
   * or null member limit means unlimited.
   */
  @Post()
  @Access({ roles: ['business', 'staff'] })
  @ApiCreatedResponse({ type: CommunityResponseDto, description: 'The new community' })
  create(@CurrentTenant() tenant: Tenant, @Body() dto: CreateCommunityDto): Promise<CommunityResponseDto> {
    return this.communities.create(tenant, dto);
  }

  /**
   * One community
   *
   * @remarks A private community answers 404 to a client who is not a member, as if it did not exist.
   */
  @Get(':id')
  @Access({ roles: ['business', 'staff', 'client'] })
  @ApiOkResponse({ type: CommunityResponseDto, description: 'The community' })
  get(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string): Promise<CommunityResponseDto> {
    return this.communities.get(tenant, id);
  }

  /**
   * Edits a community
   *
   * @remarks Only the fields sent change. The member limit cannot go below the current number of members (400).
   */
  @Patch(':id')
  @Access({ roles: ['business', 'staff'] })
  @ApiOkResponse({ type: CommunityResponseDto, description: 'The updated community' })
  update(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string, @Body() dto: UpdateCommunityDto): Promise<CommunityResponseDto> {
    return this.communities.update(tenant, id, dto);
  }

  /**
   * Deletes a community
   *
   * @remarks With its members, posts and reactions. This cannot be undone.
   */
  @Delete(':id')
  @HttpCode(204)
  @Access({ roles: ['business', 'staff'] })
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string): Promise<void> {
    await this.communities.remove(tenant, id);
  }

  /**
   * The community's members
   *
   * @remarks Oldest member first, `limit` at a time; the `X-Next-Cursor` header, when present, is the `cursor` of the
   * next page.
   */
  @Get(':id/members')
  @Access({ roles: ['business', 'staff', 'client'] })
  @CursorPaginated(CommunityMemberResponseDto, 'The page of members, oldest first', 'in order')
  members(
    @CurrentTenant() tenant: Tenant,
    @Param('id', communityId) id: string,
    @Query() query: ListCommunityMembersQuery,
  ): Promise<CursorPage<CommunityMemberResponseDto>> {
    return this.communities.listMembers(tenant, id, query);
  }

  /**
   * Adds a member
   *
   * @remarks A client of the business (404 otherwise). 409 when the community is full or the client already a member;
   * the limit holds however many adds arrive at once.
   */
  @Post(':id/members')
  @Access({ roles: ['business', 'staff'] })
  @ApiCreatedResponse({ type: CommunityMemberResponseDto, description: 'The new member' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${COMMUNITY_MESSAGES.full}, or ${COMMUNITY_MESSAGES.alreadyMember}` })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such community or client in your business' })
  addMember(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string, @Body() dto: AddCommunityMemberDto): Promise<CommunityMemberResponseDto> {
    return this.communities.addMember(tenant, id, dto.clientId);
  }

  /**
   * Removes a member
   *
   * @remarks Frees their seat; their posts stay.
   */
  @Delete(':id/members/:clientId')
  @HttpCode(204)
  @Access({ roles: ['business', 'staff'] })
  @ApiNoContentResponse({ description: 'Removed' })
  async removeMember(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string, @Param('clientId', memberId) clientId: string): Promise<void> {
    await this.communities.removeMember(tenant, id, clientId);
  }

  /**
   * Joins a public community
   *
   * @remarks For a client of the business, within the member limit (409 when full or already a member).
   */
  @Post(':id/join')
  @Access({ roles: ['client'] })
  @ApiCreatedResponse({ type: CommunityMemberResponseDto, description: 'The caller, now a member' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: `${COMMUNITY_MESSAGES.full}, or ${COMMUNITY_MESSAGES.alreadyMember}` })
  join(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string): Promise<CommunityMemberResponseDto> {
    return this.communities.join(tenant, id);
  }
}
