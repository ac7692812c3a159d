import { COMMUNITY_MESSAGES, COMMUNITY_REACTIONS, MESSAGE_MAX_LENGTH, type CommunityReaction } from '@coachcore/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../../common/openapi/property-formats';
import { RequiredText } from '../../../../common/validation/fields';
import { CursorPageQuery } from '../../../../common/http/cursor-pagination';
import type { CommunityPost } from '../entities/community-post.entity';

export const POST_PAGE = { defaultLimit: 20, maxLimit: 50 } as const;

export class CreateCommunityPostDto {
  /** @example Who is in for Saturday's 10k? */
  @RequiredText({ max: MESSAGE_MAX_LENGTH, required: COMMUNITY_MESSAGES.postRequired, tooLong: COMMUNITY_MESSAGES.postTooLong, tooLongOrder: 2 })
  content: string;

  /** Reply to this post of the community (replies are one level deep: a reply to a reply answers its post). */
  @ApiPropertyOptional({ type: 'string', format: 'uuid' })
  @IsOptional()
  @IsString()
  parentId?: string;
}

export const INVALID_POST_CURSOR = 'cursor must be the id of a post of this community';

/** `?cursor=&limit=`: top-level posts newest first. */
export class ListCommunityPostsQuery extends CursorPageQuery({ ...POST_PAGE, invalidCursor: INVALID_POST_CURSOR }) {}

/** How many people gave each reaction. */
export class ReactionCountsDto {
  @ApiInteger({ minimum: 0 }) like: number;
  @ApiInteger({ minimum: 0 }) love: number;
  @ApiInteger({ minimum: 0 }) celebrate: number;
  @ApiInteger({ minimum: 0 }) strong: number;
}

export class CommunityReplyResponseDto {
  @ApiUuid()
  id: string;
  @ApiUuid()
  communityId: string;
  @ApiUuid({ nullable: true })
  parentId: string | null;
  /** The client's name for a client's post, the writer's name for the business's. */
  authorName: string;
  /** True when a client wrote it. */
  fromClient: boolean;
  content: string;
  reactions: ReactionCountsDto;
  /** The caller's own reactions. */
  @ApiProperty({ enum: COMMUNITY_REACTIONS, enumName: 'CommunityReaction', isArray: true })
  myReactions: CommunityReaction[];
  @ApiDateTime()
  createdAt: string;
}

export class CommunityPostResponseDto extends CommunityReplyResponseDto {
  /** Oldest first. */
  @ApiProperty({ type: [CommunityReplyResponseDto] })
  replies: CommunityReplyResponseDto[];
}

export const authorNameOf = (post: CommunityPost): string =>
  post.client ? `${post.client.firstName} ${post.client.lastName}` : post.author ? `${post.author.firstName} ${post.author.lastName}` : 'Former team member';

/** A post's reactions: the counts by reaction and the caller's own. */
export interface ReactionSummary {
  counts: Partial<Record<CommunityReaction, number>>;
  mine: CommunityReaction[];
}

export function toCommunityReplyResponse(post: CommunityPost, reactions: ReactionSummary): CommunityReplyResponseDto {
  return {
    id: post.id,
    communityId: post.community.id,
    parentId: post.parent?.id ?? null,
    authorName: authorNameOf(post),
    fromClient: !!post.client,
    content: post.content,
    reactions: Object.fromEntries(COMMUNITY_REACTIONS.map((r) => [r, reactions.counts[r] ?? 0])) as unknown as ReactionCountsDto,
    myReactions: reactions.mine,
    createdAt: post.createdAt.toISOString(),
  };
}

/** A top-level post with its replies (given oldest first) and every one's reactions, by post id. */
export function toCommunityPostResponse(
  post: CommunityPost,
  replies: CommunityPost[],
  reactions: ReadonlyMap<string, ReactionSummary>,
): CommunityPostResponseDto {
  return {
    ...toCommunityReplyResponse(post, reactions.get(post.id)!),
    replies: replies.map((reply) => toCommunityReplyResponse(reply, reactions.get(reply.id)!)),
  };
}
