import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../../common/http/pagination';
import { ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { trim } from '../../../common/validation/transforms';
import type { ConversationSummary } from '../messages.repository';
import { MessageResponseDto, toMessageResponse } from './message.dto';

/** The Messages screen's list: the business's clients (narrowed by `search`), or for a client their coach. */
export class ListConversationsQuery extends PageQuery({ defaultLimit: 100, maxLimit: 200 }) {
  /** Part of the client's name or e-mail, case-insensitive. */
  @ApiPropertyOptional({ maxLength: 100 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  search?: string;
}

/** One conversation of the list: the other party, the last message and what the caller has not read. */
export class ConversationResponseDto {
  /** The other party's id, to pass as `withUser` and `receiverId`: the client's id, or for a client their coach's. */
  @ApiUuid()
  withUser: string;

  /** The client record of the conversation. */
  @ApiUuid()
  clientId: string;

  firstName: string;
  lastName: string;
  email: string;
  avatar: string | null;

  /** The newest message, or null before the first one. */
  lastMessage: MessageResponseDto | null;

  /** Messages of the other party the caller has not read. */
  @ApiInteger({ minimum: 0 })
  unreadCount: number;
}

export class UnreadCountResponseDto {
  /** Messages to the caller's side that nobody on it has read yet (the business's inbox, or the client's). */
  @ApiInteger({ minimum: 0 })
  unreadCount: number;
}

/** The other party of a conversation: a client of the business (who has no avatar), or a client's coach. */
export interface ConversationParty {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar?: string | null;
}

export function toConversationResponse(party: ConversationParty, summary: ConversationSummary): ConversationResponseDto {
  return {
    withUser: party.id,
    clientId: summary.clientId,
    firstName: party.firstName,
    lastName: party.lastName,
    email: party.email,
    avatar: party.avatar ?? null,
    lastMessage: summary.lastMessage ? toMessageResponse(summary.lastMessage) : null,
    unreadCount: summary.unreadCount,
  };
}
