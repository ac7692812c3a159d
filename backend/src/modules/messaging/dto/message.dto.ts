import { MESSAGE_MAX_LENGTH, MESSAGE_TYPES, MESSAGING_MESSAGES, type MessageType } from '@coachcore/domain';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiDateTime, ApiInteger, ApiUuid } from '../../../common/openapi/property-formats';
import { RequiredText } from '../../../common/validation/fields';
import { NotBlank, rule } from '../../../common/validation/rules';
import { emptyToNull } from '../../../common/validation/transforms';
import { CursorPageQuery } from '../../../common/http/cursor-pagination';
import type { Message } from '../entities/message.entity';

export const MESSAGE_PAGE = { defaultLimit: 30, maxLimit: 100 } as const;

/** Send Message: the text is trimmed; blank text is refused (document 2 section 5). */
export class SendMessageDto {
  /**
   * Who the message is for: a coach or staff member passes the client's id (the client record, whether or not the
   * client has a sign-in yet; a linked client's user id also names them); a client passes their coach's id.
   */
  @ApiUuid()
  @IsString(rule({ message: MESSAGING_MESSAGES.receiverRequired, order: 1 }))
  @NotBlank({ message: MESSAGING_MESSAGES.receiverRequired, order: 1 })
  receiverId: string;

  /** @example See you at 7 tomorrow! */
  @RequiredText({
    max: MESSAGE_MAX_LENGTH,
    required: MESSAGING_MESSAGES.contentRequired,
    tooLong: MESSAGING_MESSAGES.contentTooLong,
    order: 2,
    tooLongOrder: 3,
  })
  content: string;
}

/** Edit Message: the new text, by the rules of sending (trimmed, not blank, at most 5000 characters). */
export class EditMessageDto extends PickType(SendMessageDto, ['content']) {}

/** The text fields sent with an attachment (multipart sends them as text). */
export class SendAttachmentFieldsDto {
  /** As for a text message: the client's id (business side) or the coach's id (client side). */
  @ApiUuid()
  @IsString(rule({ message: MESSAGING_MESSAGES.receiverRequired, order: 1 }))
  @NotBlank({ message: MESSAGING_MESSAGES.receiverRequired, order: 1 })
  receiverId: string;

  /** An optional caption; without one the message reads as the file's name. */
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(MESSAGE_MAX_LENGTH, rule({ message: MESSAGING_MESSAGES.contentTooLong, order: 3 }))
  content?: string | null;
}

/** multipart/form-data body of an attachment: the file and the fields above. */
export class SendAttachmentDto extends SendAttachmentFieldsDto {
  /** A JPEG, PNG, WebP or GIF image or a PDF of at most 10 MB; its type is read from the content, not the name. */
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

/** `?withUser=&cursor=&limit=`: one conversation or all of the caller's, newest first, paged by cursor. */
export class ListMessagesQuery extends CursorPageQuery({ ...MESSAGE_PAGE, invalidCursor: MESSAGING_MESSAGES.invalidCursor }) {
  /** The other party: a client's id (business side; a linked client's user id also works) or the coach's id (client side). Absent: every conversation. */
  @ApiPropertyOptional({ type: 'string', format: 'uuid' })
  @IsOptional()
  @IsString()
  withUser?: string;
}

export class MessageResponseDto {
  @ApiUuid()
  id: string;

  /** Who wrote it: the user id of the coach, the staff member or the client's sign-in. */
  @ApiUuid()
  senderId: string;

  /** Who it is for, as the sender addressed it: the client's id (from the business) or the coach's id (from the client). */
  @ApiUuid()
  receiverId: string;

  /** The conversation: the client record the business talks with. */
  @ApiUuid()
  clientId: string;

  /** True when the client wrote it (shown on the client's right, the coach's left). */
  fromClient: boolean;

  content: string;

  @ApiProperty({ enum: MESSAGE_TYPES, enumName: 'MessageType' })
  messageType: MessageType;

  /** The route serving the attachment to the two parties (session cookie or bearer token); null for text. @example "/api/messages/5b0c.../attachment" */
  fileUrl: string | null;

  /** The attachment's file name as uploaded. */
  fileName: string | null;

  /** The attachment's detected type (image/png, application/pdf, ...). */
  fileType: string | null;

  @ApiInteger({ nullable: true })
  fileSize: number | null;

  /** Read by the side it was sent to. */
  isRead: boolean;

  @ApiDateTime()
  createdAt: string;

  /** When its sender last changed the text; null if never (shown as '(edited)'). */
  @ApiDateTime({ nullable: true })
  editedAt: string | null;

  /** When its sender deleted it; its text is then empty and its attachment gone (shown as 'This message was deleted'). */
  @ApiDateTime({ nullable: true })
  deletedAt: string | null;
}

export const messageAttachmentPath = (messageId: string) => `/api/messages/${messageId}/attachment`;

export function toMessageResponse(message: Message): MessageResponseDto {
  const coachId = message.coach.id;
  const clientId = message.client.id;
  return {
    id: message.id,
    // A deleted author's messages stay; they then read as sent by their side.
    senderId: message.sender?.id ?? (message.fromClient ? clientId : coachId),
    receiverId: message.fromClient ? coachId : clientId,
    clientId,
    fromClient: message.fromClient,
    content: message.content,
    messageType: message.messageType,
    fileUrl: message.fileUrl ?? null,
    fileName: message.fileName ?? null,
    fileType: message.fileType ?? null,
    fileSize: message.fileSize ?? null,
    isRead: message.isRead,
    createdAt: message.createdAt.toISOString(),
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
}
