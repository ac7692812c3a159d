import { COMMUNITY_MESSAGES, COMMUNITY_NAME_MAX_LENGTH, LIST_PAGES } from '@coachcore/domain';
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';
import { PageQuery } from '../../../../common/http/pagination';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../../common/openapi/property-formats';
import { OptionalText, RequiredText } from '../../../../common/validation/fields';
import { OptionalNotNull, rule } from '../../../../common/validation/rules';
import { numericString } from '../../../../common/validation/transforms';
import type { Community } from '../entities/community.entity';

const MemberLimit = () =>
  applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, nullable: true, required: false, description: 'Blank or null: unlimited.' }),
    IsOptional(),
    Transform(numericString),
    IsInt(rule({ message: COMMUNITY_MESSAGES.memberLimitInvalid, order: 4 })),
    Min(1, rule({ message: COMMUNITY_MESSAGES.memberLimitInvalid, order: 4 })),
    Max(100_000, rule({ message: 'Member limit can be at most 100000', order: 5 })),
  );

/** Create Community (document 2 section 5). */
export class CreateCommunityDto {
  /** @example Morning Runners */
  @RequiredText({
    max: COMMUNITY_NAME_MAX_LENGTH,
    required: COMMUNITY_MESSAGES.nameRequired,
    tooLong: COMMUNITY_MESSAGES.nameTooLong,
    tooLongOrder: 2,
  })
  name: string;

  @OptionalText(2000, 'Description', 100)
  description?: string | null;

  /** Private communities are seen only by their members (and the business). */
  @OptionalNotNull()
  @IsBoolean(rule({ message: 'isPrivate must be true or false', order: 3 }))
  isPrivate?: boolean;

  @MemberLimit()
  memberLimit?: number | null;
}

/** Edit a community: what is sent changes; the name cannot be emptied; the limit cannot go below the members. */
export class UpdateCommunityDto extends PartialType(CreateCommunityDto, { skipNullProperties: false }) {}

/** A page of communities (numbered pages). */
export class ListCommunitiesQuery extends PageQuery(LIST_PAGES.communities) {}

/** A page of the signed-in client's communities (numbered pages). */
export class ListClientCommunitiesQuery extends PageQuery(LIST_PAGES.clientCommunities) {}

export class CommunityResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  isPrivate: boolean;
  @ApiInteger({ nullable: true, minimum: 1 })
  memberLimit: number | null;
  @ApiInteger({ minimum: 0 })
  memberCount: number;
  /** Posts and replies written today (UTC). */
  @ApiInteger({ minimum: 0 })
  messagesToday: number;
  /** For a client: whether they are a member (they post only where they are). Always true for the business side. */
  isMember: boolean;
  @ApiDateTime()
  createdAt: string;
}

/** A community as the client portal lists it (document 3: name, description, memberCount). */
export class ClientCommunityResponseDto {
  @ApiUuid()
  id: string;
  name: string;
  description: string | null;
  @ApiInteger({ minimum: 0 })
  memberCount: number;
  isPrivate: boolean;
}

export function toCommunityResponse(community: Community, extra: { messagesToday: number; isMember: boolean }): CommunityResponseDto {
  return {
    id: community.id,
    name: community.name,
    description: community.description ?? null,
    isPrivate: community.isPrivate,
    memberLimit: community.memberLimit ?? null,
    memberCount: community.memberCount,
    messagesToday: extra.messagesToday,
    isMember: extra.isMember,
    createdAt: community.createdAt.toISOString(),
  };
}

export function toClientCommunityResponse(community: Community): ClientCommunityResponseDto {
  return {
    id: community.id,
    name: community.name,
    description: community.description ?? null,
    memberCount: community.memberCount,
    isPrivate: community.isPrivate,
  };
}
