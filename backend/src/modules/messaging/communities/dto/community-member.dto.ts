import { COMMUNITY_MESSAGES, CURSOR_MESSAGES, LIST_PAGES } from '@coachcore/domain';
import { IsString } from 'class-validator';
import { CursorPageQuery } from '../../../../common/http/cursor-pagination';
import { ApiDateTime, ApiUuid } from '../../../../common/openapi/property-formats';
import { NotBlank, rule } from '../../../../common/validation/rules';
import type { CommunityMember } from '../entities/community-member.entity';

export class AddCommunityMemberDto {
  /** A client of the business. */
  @ApiUuid()
  @IsString(rule({ message: 'Client is required' }))
  @NotBlank({ message: 'Client is required' })
  clientId: string;
}

/** A page of a community's members, oldest first ("Load more"). */
export class ListCommunityMembersQuery extends CursorPageQuery({
  ...LIST_PAGES.communityMembers,
  invalidCursor: CURSOR_MESSAGES.communityMembers,
  order: 'in order',
}) {}

/** A member as the caller may see them: the business side sees the e-mail address too, a client only the names. */
export class CommunityMemberResponseDto {
  @ApiUuid()
  clientId: string;
  firstName: string;
  lastName: string;
  /** For the business and its staff only: never answered to a client. */
  email?: string;
  /** member (the default role). */
  role: string;
  @ApiDateTime()
  joinedAt: string;
}

export const COMMUNITY_MEMBER_NOT_FOUND = COMMUNITY_MESSAGES.memberNotFound;

/** `forClient`: the caller is a client, who sees other clients' names only (what the members list shows them). */
export function toCommunityMemberResponse(member: CommunityMember, forClient: boolean): CommunityMemberResponseDto {
  return {
    clientId: member.client.id,
    firstName: member.client.firstName,
    lastName: member.client.lastName,
    ...(forClient ? {} : { email: member.client.email }),
    role: member.role,
    joinedAt: member.joinedAt.toISOString(),
  };
}
