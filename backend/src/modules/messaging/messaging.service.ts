import { BadRequestException, ForbiddenException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { MESSAGING_MESSAGES, withinEditWindow, type SetupWizardProgress } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import { IMAGE_TYPES, type FileDownload } from '../../infra/storage/storage-types';
import { ClientsService } from '../clients/clients.service';
import { UsersService } from '../users/users.service';
import { toConversationResponse, type ConversationResponseDto, type ListConversationsQuery } from './dto/conversation.dto';
import { messageAttachmentPath, toMessageResponse, type ListMessagesQuery, type MessageResponseDto, type SendAttachmentFieldsDto } from './dto/message.dto';
import { CursorPage } from '../../common/http/cursor-pagination';
import { Page } from '../../common/http/pagination';
import { MESSAGE_ATTACHMENT_UPLOAD } from './message-attachment-upload';
import { MessagesRepository, type ConversationSide, type InboxMessage, type MessageScope, type NewMessage } from './messages.repository';
import { MessagingRealtime } from './realtime/messaging-realtime';
import type { Message } from './entities/message.entity';

/** A conversation as one party sees it: the client record it belongs to and the caller's side. */
interface ConversationRef {
  clientId: string;
  side: ConversationSide;
}

export interface UploadedAttachment extends UploadedFileContent {
  originalname?: string;
}

const CATCH_UP_LIMIT = 500;

const sideOf = (tenant: Tenant): ConversationSide => (tenant.clientId ? 'client' : 'business');

/** What its sender may still do to a message: the refusals each answers. */
const CHANGES = {
  edit: { notOwn: MESSAGING_MESSAGES.notOwnEdit, tooLate: MESSAGING_MESSAGES.editWindowPassed },
  delete: { notOwn: MESSAGING_MESSAGES.notOwnDelete, tooLate: MESSAGING_MESSAGES.deleteWindowPassed },
} as const;

/**
 * Conversations between a business and its clients. The business side (owner, and staff allowed to send messages)
 * reaches every client's conversation; a client user only their own, whose other party is their coach.
 */
@Injectable()
export class MessagingService {
  private readonly logger = new Logger(MessagingService.name);

  constructor(
    private readonly uow: UnitOfWork,
    private readonly events: DomainEvents,
    private readonly messages: MessagesRepository,
    private readonly clients: ClientsService,
    private readonly users: UsersService,
    private readonly storage: StorageService,
    private readonly realtime: MessagingRealtime,
  ) {}

  /**
   * Tells the business's open pages, its clients' included, that its calendar changed (called by scheduling after a
   * booking, a move, a cancellation or a seat changed hands), so free slots and seats refresh without a reload.
   */
  scheduleChanged(businessId: string): void {
    this.realtime.scheduleChanged(businessId);
  }

  /** One conversation (marking what the caller had not read as read when the newest page is opened) or all of the caller's. */
  async list(tenant: Tenant, query: ListMessagesQuery): Promise<CursorPage<MessageResponseDto>> {
    const scope: MessageScope = query.withUser ? { clientId: (await this.conversationWith(tenant, query.withUser)).clientId } : this.ownScope(tenant);
    const before = query.cursor ? await this.messages.findInScope(tenant, scope, query.cursor) : null;
    if (query.cursor && !before) throw new BadRequestException(MESSAGING_MESSAGES.invalidCursor);
    if (scope.clientId && !query.cursor) await this.markRead(tenant, scope.clientId);
    const rows = await this.messages.page(tenant, scope, before, query.limit + 1);
    return CursorPage.of(rows, query.limit, (message) => message.id).map(toMessageResponse);
  }

  async send(tenant: Tenant, receiverId: string, content: string): Promise<MessageResponseDto> {
    const conversation = await this.conversationWith(tenant, receiverId, MESSAGING_MESSAGES.recipientNotFound);
    return this.save(tenant, conversation, { content });
  }

  /** Stores the file first and the message second; if the message cannot be saved, the file is removed again. */
  async sendAttachment(tenant: Tenant, file: UploadedAttachment | undefined, dto: SendAttachmentFieldsDto): Promise<MessageResponseDto> {
    const conversation = await this.conversationWith(tenant, dto.receiverId, MESSAGING_MESSAGES.recipientNotFound);
    if (!file?.size) throw new BadRequestException(MESSAGING_MESSAGES.attachmentRequired);
    const stored = await this.storage.put('message-attachments', file.buffer, MESSAGE_ATTACHMENT_UPLOAD);
    // Multipart names arrive as UTF-8 bytes that the parser reads as latin1.
    const fileName =
      Buffer.from(file.originalname ?? '', 'latin1')
        .toString('utf8')
        .trim()
        .slice(0, 200) || 'attachment';
    try {
      return await this.save(tenant, conversation, {
        content: dto.content?.trim() || fileName,
        messageType: IMAGE_TYPES.includes(stored.contentType) ? 'image' : 'file',
        fileKey: stored.key,
        fileName,
        fileType: stored.contentType,
        fileSize: stored.size,
      });
    } catch (error) {
      await this.storage
        .delete(stored.key)
        .catch((e: unknown) => this.logger.error(`Could not remove the stored attachment ${stored.key}`, (e as Error)?.stack));
      throw error;
    }
  }

  /**
   * Changes the text of the caller's own message, within the edit window. The message is locked while it is checked
   * and changed, so an edit never brings back a message a concurrent deletion emptied.
   */
  async edit(tenant: Tenant, messageId: string, content: string): Promise<MessageResponseDto> {
    const response = await this.uow.transaction(async () => {
      const message = await this.ownRecentMessage(tenant, messageId, 'edit');
      message.content = content;
      message.editedAt = new Date();
      this.recordChange('message_edited', tenant, message);
      await this.uow.save();
      return toMessageResponse(message);
    });
    this.realtime.messageUpdated(tenant.businessId, response);
    return response;
  }

  /**
   * Deletes the caller's own message, within the edit window: it stays in its place in the conversation, emptied of its
   * text and attachment. The stored file is removed once that is committed (the orphan-files sweep removes it should
   * that fail: no message points to it any more).
   */
  async delete(tenant: Tenant, messageId: string): Promise<void> {
    const { response, fileKey } = await this.uow.transaction(async () => {
      const message = await this.ownRecentMessage(tenant, messageId, 'delete');
      const fileKey = message.fileKey ?? null;
      Object.assign(message, {
        content: '',
        messageType: 'text',
        fileUrl: null,
        fileKey: null,
        fileName: null,
        fileType: null,
        fileSize: null,
        deletedAt: new Date(),
      } satisfies Partial<Message>);
      this.recordChange('message_deleted', tenant, message);
      await this.uow.save();
      return { response: toMessageResponse(message), fileKey };
    });
    if (fileKey) await this.storage.discard(fileKey);
    this.realtime.messageDeleted(tenant.businessId, response);
  }

  /** The attachment, for the two parties of its conversation only (404 for anyone else). */
  async attachment(tenant: Tenant, messageId: string): Promise<FileDownload & { fileName: string }> {
    const message = await this.messages.findInScope(tenant, this.ownScope(tenant), messageId);
    if (!message?.fileKey) throw new NotFoundException(MESSAGING_MESSAGES.messageNotFound);
    return { ...(await this.storage.get(message.fileKey)), fileName: message.fileName ?? 'attachment' };
  }

  /** The Messages screen's list: the clients (with search) and their conversations, or a client's one conversation with their coach. */
  async conversations(tenant: Tenant, query: ListConversationsQuery): Promise<Page<ConversationResponseDto>> {
    const side = sideOf(tenant);
    if (side === 'client') {
      const coach = await this.users.getProfile(tenant.businessId);
      const summary = (await this.messages.summaries(tenant, [tenant.clientId!], side)).get(tenant.clientId!)!;
      return new Page([toConversationResponse(coach, summary)], 1, 1, query.limit);
    }
    const clients = await this.messages.conversationPage(tenant, query);
    const summaries = await this.messages.summaries(
      tenant,
      clients.items.map((c) => c.id),
      side,
    );
    return clients.map((client) => toConversationResponse(client, summaries.get(client.id)!));
  }

  /** What the caller's side has not read, over all of its conversations. */
  async unreadCount(tenant: Tenant): Promise<number> {
    return this.messages.countUnread(tenant, this.ownScope(tenant), sideOf(tenant));
  }

  /** What a reconnecting socket missed: the caller's messages after `since`, oldest first. */
  async since(tenant: Tenant, since: Date): Promise<MessageResponseDto[]> {
    return (await this.messages.since(tenant, this.ownScope(tenant), since, CATCH_UP_LIMIT)).map(toMessageResponse);
  }

  /** The client record of a conversation the caller may open (for the socket's conversation room). */
  async conversationRoomOf(tenant: Tenant, withUser: string): Promise<string> {
    return (await this.conversationWith(tenant, withUser)).clientId;
  }

  /**
   * Tells the other side of the caller's conversation with `withUser` that the caller is typing (after the checks of
   * opening it; nothing is stored). Answers the conversation's client record.
   */
  async typing(tenant: Tenant, withUser: string): Promise<string> {
    const { clientId, side } = await this.conversationWith(tenant, withUser);
    this.realtime.typing(tenant.businessId, { clientId, fromClient: side === 'client', userId: tenant.actor.id, firstName: tenant.actor.firstName });
    return clientId;
  }

  /** The stored attachments of a client's conversation (their erasure discards them once the conversation is gone). */
  attachmentKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    return this.messages.attachmentKeysOfClient(tenant, clientId);
  }

  /** The latest messages clients sent to the business and how many are unread (the dashboard's Recent Messages). */
  async businessInbox(tenant: TenantScope, limit: number): Promise<{ unreadCount: number; messages: InboxMessage[] }> {
    const [messages, unreadCount] = await Promise.all([this.messages.latestFromClients(tenant, limit), this.messages.countUnread(tenant, {}, 'business')]);
    return { unreadCount, messages };
  }

  private async save(
    tenant: Tenant,
    conversation: ConversationRef,
    fields: Omit<NewMessage, 'clientId' | 'senderId' | 'fromClient'>,
  ): Promise<MessageResponseDto> {
    const message = this.messages.add(tenant, {
      ...fields,
      clientId: conversation.clientId,
      senderId: tenant.actor.id,
      fromClient: conversation.side === 'client',
    });
    if (message.fileKey) message.fileUrl = messageAttachmentPath(message.id);
    this.events.record('message_received', {
      businessId: tenant.businessId,
      clientId: conversation.clientId,
      messageId: message.id,
      senderId: tenant.actor.id,
      recipient: conversation.side === 'client' ? 'business' : 'client',
      messageType: message.messageType,
    });
    await this.uow.save();
    const response = toMessageResponse(message);
    this.realtime.messageCreated(tenant.businessId, response);
    return response;
  }

  /**
   * A message of the caller's conversations, locked: 404 when it is not one of them (or is deleted), 403 when someone
   * else wrote it, 400 once the edit window has passed.
   */
  private async ownRecentMessage(tenant: Tenant, messageId: string, change: keyof typeof CHANGES): Promise<Message> {
    const message = await this.messages.lockInScope(tenant, this.ownScope(tenant), messageId);
    if (!message || message.deletedAt) throw new NotFoundException(MESSAGING_MESSAGES.messageNotFound);
    if (message.sender?.id !== tenant.actor.id) throw new ForbiddenException(CHANGES[change].notOwn);
    if (!withinEditWindow(message.createdAt)) throw new BadRequestException(CHANGES[change].tooLate);
    return message;
  }

  private recordChange(event: 'message_edited' | 'message_deleted', tenant: Tenant, message: Message): void {
    this.events.record(event, { businessId: tenant.businessId, clientId: message.client.id, messageId: message.id, senderId: tenant.actor.id });
  }

  private async markRead(tenant: Tenant, clientId: string): Promise<void> {
    const side = sideOf(tenant);
    if ((await this.messages.markRead(tenant, clientId, side)) > 0) this.realtime.messagesRead(tenant.businessId, clientId, side);
  }

  /** Every conversation of the business, or a client user's own (which the repository also enforces for client users). */
  private ownScope(tenant: Tenant): MessageScope {
    return tenant.clientId ? { clientId: tenant.clientId } : {};
  }

  /**
   * The conversation between the caller and `otherParty`: for the business side a client of the business, by the
   * client's id or the user id of their sign-in (404 'Client not found' otherwise); for a client user their coach.
   */
  private async conversationWith(
    tenant: Tenant,
    otherParty: string,
    clientSideMessage: string = MESSAGING_MESSAGES.recipientNotFound,
  ): Promise<ConversationRef> {
    if (tenant.clientId) {
      if (otherParty.toLowerCase() !== tenant.businessId) throw new NotFoundException(clientSideMessage);
      return { clientId: tenant.clientId, side: 'client' };
    }
    if (!isUuid(otherParty)) throw new NotFoundException(MESSAGING_MESSAGES.recipientNotFound);
    const id = otherParty.toLowerCase();
    try {
      return { clientId: (await this.clients.findOrFail(tenant, id)).id, side: 'business' };
    } catch (error) {
      // The client record's id is what the screens pass; a linked client's own user id names the same conversation.
      const linked = error instanceof NotFoundException ? await this.clients.findByUser(tenant, id) : null;
      if (!linked) throw error;
      return { clientId: linked.id, side: 'business' };
    }
  }

  /** The setup wizard's welcome-message task: the business wrote to a client. */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    return { 'welcome-message': await this.messages.hasSentToClient(tenant) };
  }
}
