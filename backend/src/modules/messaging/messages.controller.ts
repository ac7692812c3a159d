import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGING_MESSAGES } from '@coachcore/domain';
import { CurrentTenant } from '../../common/decorators/current-user.decorator';
import { Access } from '../../common/decorators/access.decorator';
import type { Tenant } from '../../common/http/authenticated-request';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { IdParamPipe } from '../../common/http/id-param.pipe';
import { Paginated, type Page } from '../../common/http/pagination';
import { FileUploadInterceptor } from '../../infra/storage/file-upload.interceptor';
import { DOCUMENT_TYPES, IMAGE_TYPES } from '../../infra/storage/storage-types';
import { ConversationResponseDto, ListConversationsQuery, UnreadCountResponseDto } from './dto/conversation.dto';
import { EditMessageDto, ListMessagesQuery, MessageResponseDto, SendAttachmentDto, SendAttachmentFieldsDto, SendMessageDto } from './dto/message.dto';
import { MESSAGE_ATTACHMENT_UPLOAD } from './message-attachment-upload';
import { MessagingService, type UploadedAttachment } from './messaging.service';
import { CursorPaginated, type CursorPage } from '../../common/http/cursor-pagination';

const messageId = new IdParamPipe(MESSAGING_MESSAGES.messageNotFound);

/** The name as typed for browsers that read `filename*` (RFC 6266), a plain ASCII copy for the rest. */
const contentDisposition = (type: 'inline' | 'attachment', fileName: string) =>
  `${type}; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
const RECIPIENT_NOT_FOUND = { type: ErrorResponseDto, description: 'The receiver is not a client of your business (or, for a client, not your coach)' };

/**
 * Conversations between a business and its clients. The owner and staff granted send_messages reach every client's
 * conversation; a client user reaches only their own, with their coach.
 */
@ApiTags('messages')
@Controller('messages')
@Access({ roles: ['business', 'staff', 'client'], permissions: ['send_messages'] })
export class MessagesController {
  constructor(private readonly messaging: MessagingService) {}

  /**
   * Lists messages
   *
   * @remarks With `withUser` (a client's id, or for a client their coach's id), one conversation; without it, every
   * conversation of the caller. Newest first, `limit` at a time; the `X-Next-Cursor` header, when present, is the
   * `cursor` of the next (older) page. Opening a conversation (its newest page) marks the other party's messages
   * read for the caller's side.
   */
  @Get()
  @CursorPaginated(MessageResponseDto, 'The page of messages, newest first')
  @ApiNotFoundResponse(RECIPIENT_NOT_FOUND)
  list(@CurrentTenant() tenant: Tenant, @Query() query: ListMessagesQuery): Promise<CursorPage<MessageResponseDto>> {
    return this.messaging.list(tenant, query);
  }

  /**
   * Sends a message
   *
   * @remarks The text is trimmed; blank text answers 400. A coach or staff member sends to a client of the business
   * (`receiverId` = the client's id, whether or not the client has a sign-in yet); a client sends to their coach.
   * Both parties' open pages receive it at once over Socket.IO (`message:new`).
   */
  @Post()
  @ApiCreatedResponse({ type: MessageResponseDto, description: 'The message as saved' })
  @ApiNotFoundResponse(RECIPIENT_NOT_FOUND)
  send(@CurrentTenant() tenant: Tenant, @Body() dto: SendMessageDto): Promise<MessageResponseDto> {
    return this.messaging.send(tenant, dto.receiverId, dto.content);
  }

  /**
   * Sends an attachment
   *
   * @remarks A multipart upload of one image (JPEG, PNG, WebP, GIF) or PDF of at most 10 MB, its type read from the
   * content, with the `receiverId` and an optional caption. The file is served only to the two parties.
   */
  @Post('attachments')
  @UseInterceptors(FileUploadInterceptor('file', MESSAGE_ATTACHMENT_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: SendAttachmentDto })
  @ApiCreatedResponse({ type: MessageResponseDto, description: 'The attachment message as saved' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'No file, or a file that is not an image or a PDF' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The file is larger than 10 MB' })
  @ApiNotFoundResponse(RECIPIENT_NOT_FOUND)
  sendAttachment(
    @CurrentTenant() tenant: Tenant,
    @UploadedFile() file: UploadedAttachment | undefined,
    @Body() dto: SendAttachmentFieldsDto,
  ): Promise<MessageResponseDto> {
    return this.messaging.sendAttachment(tenant, file, dto);
  }

  /**
   * The Messages screen's list of conversations
   *
   * @remarks For the business: its clients (narrowed by `search`, name or e-mail), each with the last message and the
   * messages the business has not read, most recent conversation first over all pages (clients without messages
   * follow, newest client first). For a client: their one conversation, with their coach. Paged like the clients list.
   */
  @Get('conversations')
  @Paginated(ConversationResponseDto, 'The conversations, most recent first')
  conversations(@CurrentTenant() tenant: Tenant, @Query() query: ListConversationsQuery): Promise<Page<ConversationResponseDto>> {
    return this.messaging.conversations(tenant, query);
  }

  /**
   * Unread messages
   *
   * @remarks How many messages to the caller's side are unread: for the business over every conversation (the
   * header's total), for a client in their conversation.
   */
  @Get('unread-count')
  @ApiOkResponse({ type: UnreadCountResponseDto, description: 'The unread count' })
  async unreadCount(@CurrentTenant() tenant: Tenant): Promise<UnreadCountResponseDto> {
    return { unreadCount: await this.messaging.unreadCount(tenant) };
  }

  /**
   * Edits a message
   *
   * @remarks Its sender changes the text (by the rules of sending) within 15 minutes of sending; `editedAt` then says
   * when. Both parties' open pages receive it at once over Socket.IO (`message:updated`). Someone else's message of the
   * conversation answers 403, a message outside the caller's conversations (or deleted) 404, a late edit 400.
   */
  @Patch(':id')
  @ApiOkResponse({ type: MessageResponseDto, description: 'The message as edited' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.editWindowPassed })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.notOwnEdit })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.messageNotFound })
  edit(@CurrentTenant() tenant: Tenant, @Param('id', messageId) id: string, @Body() dto: EditMessageDto): Promise<MessageResponseDto> {
    return this.messaging.edit(tenant, id, dto.content);
  }

  /**
   * Deletes a message
   *
   * @remarks Its sender deletes it within 15 minutes of sending: it stays in its place, reading 'This message was
   * deleted', with its text and attachment gone (`deletedAt` set). Both parties' open pages receive it at once over
   * Socket.IO (`message:deleted`). Someone else's message answers 403, one outside the caller's conversations (or
   * already deleted) 404, a late deletion 400.
   */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.deleteWindowPassed })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.notOwnDelete })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: MESSAGING_MESSAGES.messageNotFound })
  async remove(@CurrentTenant() tenant: Tenant, @Param('id', messageId) id: string): Promise<void> {
    await this.messaging.delete(tenant, id);
  }

  /**
   * A message's attachment
   *
   * @remarks Streams the file with its detected type, only to the two parties of its conversation (images inline,
   * PDFs as a download). Attachments never have a public URL.
   */
  @Get(':id/attachment')
  @ApiProduces(...IMAGE_TYPES, ...DOCUMENT_TYPES)
  @ApiOkResponse({ description: 'The file, with its detected Content-Type', schema: { type: 'string', format: 'binary' } })
  @Header('Cache-Control', 'private, max-age=3600')
  async attachment(@CurrentTenant() tenant: Tenant, @Param('id', messageId) id: string): Promise<StreamableFile> {
    const file = await this.messaging.attachment(tenant, id);
    const inline = IMAGE_TYPES.includes(file.contentType);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.size,
      disposition: contentDisposition(inline ? 'inline' : 'attachment', file.fileName),
    });
  }
}
