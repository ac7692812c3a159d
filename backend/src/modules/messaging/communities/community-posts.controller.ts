import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiForbiddenResponse, ApiOkResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { COMMUNITY_MESSAGES, COMMUNITY_REACTIONS } from '@coachcore/domain';
import { CurrentTenant } from '../../../common/decorators/current-user.decorator';
import { Access } from '../../../common/decorators/access.decorator';
import type { Tenant } from '../../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../../common/http/error-response.dto';
import { IdParamPipe } from '../../../common/http/id-param.pipe';
import { CursorPaginated, type CursorPage } from '../../../common/http/cursor-pagination';
import { CommunityPostsService, ONLY_MEMBERS_POST } from './community-posts.service';
import { CommunityPostResponseDto, CommunityReplyResponseDto, CreateCommunityPostDto, ListCommunityPostsQuery } from './dto/community-post.dto';

const communityId = new IdParamPipe(COMMUNITY_MESSAGES.notFound);
const postId = new IdParamPipe(COMMUNITY_MESSAGES.postNotFound);

/** Posts, replies and reactions. Everyone who may read a community reads them; its members and the business write. */
@ApiTags('communities')
@Controller('communities/:id/posts')
@Access({ roles: ['business', 'staff', 'client'], permissions: ['client_management', 'send_messages'] })
export class CommunityPostsController {
  constructor(private readonly posts: CommunityPostsService) {}

  /**
   * Lists posts
   *
   * @remarks Top-level posts newest first, each with its replies (oldest first), reaction counts and the caller's own
   * reactions; `X-Next-Cursor`, when present, is the `cursor` of the next (older) page.
   */
  @Get()
  @CursorPaginated(CommunityPostResponseDto, 'The page of posts, newest first')
  list(
    @CurrentTenant() tenant: Tenant,
    @Param('id', communityId) id: string,
    @Query() query: ListCommunityPostsQuery,
  ): Promise<CursorPage<CommunityPostResponseDto>> {
    return this.posts.list(tenant, id, query);
  }

  /**
   * Posts or replies
   *
   * @remarks The text is trimmed; blank text answers 400. With `parentId`, a reply. Members and the business post;
   * open pages receive it at once over Socket.IO (`community:post`).
   */
  @Post()
  @ApiCreatedResponse({ type: CommunityReplyResponseDto, description: 'The post as saved' })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: ONLY_MEMBERS_POST })
  create(@CurrentTenant() tenant: Tenant, @Param('id', communityId) id: string, @Body() dto: CreateCommunityPostDto): Promise<CommunityReplyResponseDto> {
    return this.posts.create(tenant, id, dto);
  }

  /**
   * Reacts to a post
   *
   * @remarks Adds the caller's reaction (once; repeating it changes nothing).
   */
  @Put(':postId/reactions/:reaction')
  @ApiParam({ name: 'reaction', enum: COMMUNITY_REACTIONS, enumName: 'CommunityReaction' })
  @ApiOkResponse({ type: CommunityReplyResponseDto, description: 'The post with its reactions' })
  react(
    @CurrentTenant() tenant: Tenant,
    @Param('id', communityId) id: string,
    @Param('postId', postId) post: string,
    @Param('reaction') reaction: string,
  ): Promise<CommunityReplyResponseDto> {
    return this.posts.react(tenant, id, post, reaction, true);
  }

  /**
   * Takes back a reaction
   *
   * @remarks Removes the caller's reaction (nothing changes when there was none).
   */
  @Delete(':postId/reactions/:reaction')
  @ApiParam({ name: 'reaction', enum: COMMUNITY_REACTIONS, enumName: 'CommunityReaction' })
  @ApiOkResponse({ type: CommunityReplyResponseDto, description: 'The post with its reactions' })
  unreact(
    @CurrentTenant() tenant: Tenant,
    @Param('id', communityId) id: string,
    @Param('postId', postId) post: string,
    @Param('reaction') reaction: string,
  ): Promise<CommunityReplyResponseDto> {
    return this.posts.react(tenant, id, post, reaction, false);
  }
}
