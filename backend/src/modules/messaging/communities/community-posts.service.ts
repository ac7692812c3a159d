import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMUNITY_MESSAGES, COMMUNITY_REACTIONS, type CommunityReaction } from '@coachcore/domain';
import { UnitOfWork } from '../../../common/database/unit-of-work';
import { DomainEvents } from '../../../common/events/domain-events';
import type { Tenant } from '../../../common/http/authenticated-request';
import { isUuid } from '../../../common/http/id-param.pipe';
import { CursorPage } from '../../../common/http/cursor-pagination';
import { CommunitiesRealtime } from './communities-realtime';
import { CommunitiesService } from './communities.service';
import { CommunityPostsRepository } from './community-posts.repository';
import { CommunityReactionsRepository } from './community-reactions.repository';
import {
  INVALID_POST_CURSOR,
  toCommunityPostResponse,
  toCommunityReplyResponse,
  type CommunityPostResponseDto,
  type CommunityReplyResponseDto,
  type CreateCommunityPostDto,
  type ListCommunityPostsQuery,
} from './dto/community-post.dto';
import type { CommunityPost } from './entities/community-post.entity';

export const ONLY_MEMBERS_POST = 'Only members can post in this community';

const isReaction = (value: string): value is CommunityReaction => (COMMUNITY_REACTIONS as readonly string[]).includes(value);

/** Posts, replies and reactions of a community, for whoever may read it; writing needs membership (or the business side). */
@Injectable()
export class CommunityPostsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: DomainEvents,
    private readonly communities: CommunitiesService,
    private readonly posts: CommunityPostsRepository,
    private readonly reactions: CommunityReactionsRepository,
    private readonly realtime: CommunitiesRealtime,
  ) {}

  /** Top-level posts newest first, each with its replies (oldest first) and reactions. */
  async list(tenant: Tenant, communityId: string, query: ListCommunityPostsQuery): Promise<CursorPage<CommunityPostResponseDto>> {
    const { community } = await this.communities.findVisible(tenant, communityId);
    const before = query.cursor ? await this.posts.findInCommunity(tenant, community.id, query.cursor) : null;
    if (query.cursor && (!before || before.parent)) throw new BadRequestException(INVALID_POST_CURSOR);
    const { items: page, nextCursor } = CursorPage.of(await this.posts.feed(tenant, community.id, before, query.limit + 1), query.limit, (post) => post.id);
    const replies = await this.posts.replies(
      tenant,
      page.map((p) => p.id),
    );
    const summaries = await this.reactions.summaries(
      tenant,
      [...page, ...replies].map((p) => p.id),
      tenant.actor.id,
    );
    const items = page.map((post) =>
      toCommunityPostResponse(
        post,
        replies.filter((reply) => reply.parent?.id === post.id),
        summaries,
      ),
    );
    return new CursorPage(items, nextCursor);
  }

  async create(tenant: Tenant, communityId: string, dto: CreateCommunityPostDto): Promise<CommunityReplyResponseDto> {
    const { community, isMember } = await this.communities.findVisible(tenant, communityId);
    if (!isMember) throw new ForbiddenException(ONLY_MEMBERS_POST);
    const parent = dto.parentId ? await this.findPost(tenant, community.id, dto.parentId) : null;
    const post = this.posts.add(tenant, community, {
      // Replies stay one level deep: answering a reply answers its post.
      parent: parent ? (parent.parent ?? parent) : null,
      authorId: tenant.actor.id,
      clientId: tenant.clientId ?? null,
      content: dto.content,
    });
    this.events.record('community_post_created', {
      businessId: tenant.businessId,
      communityId: community.id,
      postId: post.id,
      parentId: post.parent?.id ?? null,
      authorId: tenant.actor.id,
      clientId: tenant.clientId ?? null,
    });
    await this.uow.save();
    const response = toCommunityReplyResponse((await this.posts.withAuthor(tenant, post))!, { counts: {}, mine: [] });
    this.realtime.posted(tenant.businessId, response);
    return response;
  }

  /** Adds (`on`) or takes back the caller's reaction; either is idempotent. Answers the post's reactions. */
  async react(tenant: Tenant, communityId: string, postId: string, reaction: string, on: boolean): Promise<CommunityReplyResponseDto> {
    if (!isReaction(reaction)) throw new BadRequestException(COMMUNITY_MESSAGES.invalidReaction);
    const { community, isMember } = await this.communities.findVisible(tenant, communityId);
    if (!isMember) throw new ForbiddenException(ONLY_MEMBERS_POST);
    const post = await this.findPost(tenant, community.id, postId);
    if (on) await this.reactions.add(tenant, post.id, tenant.actor.id, reaction);
    else await this.reactions.removeReaction(tenant, post.id, tenant.actor.id, reaction);
    this.realtime.reacted(tenant.businessId, community.id, post.id);
    const summary = (await this.reactions.summaries(tenant, [post.id], tenant.actor.id)).get(post.id)!;
    return toCommunityReplyResponse(post, summary);
  }

  private async findPost(tenant: Tenant, communityId: string, postId: string): Promise<CommunityPost> {
    const post = isUuid(postId) ? await this.posts.findInCommunity(tenant, communityId, postId.toLowerCase()) : null;
    if (!post) throw new NotFoundException(COMMUNITY_MESSAGES.postNotFound);
    return post;
  }
}
