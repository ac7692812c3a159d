import { Injectable } from '@nestjs/common';
import type { ConversationSide } from '../messages.repository';
import type { MessageResponseDto } from '../dto/message.dto';
import { RealtimePublisher } from './realtime-publisher';
import { ROOMS, SERVER_EVENTS } from './realtime-rooms';

/** Both sides of one conversation: the business (or the staff assigned to the client), the client, and its open panes. */
const partiesOf = (businessId: string, clientId: string): string[] => [
  ROOMS.business(businessId),
  ROOMS.businessSide(clientId),
  ROOMS.client(clientId),
  ROOMS.conversation(clientId),
];

/** Who is typing where: the conversation (its client record), the typer's side, their user id and first name. */
export interface TypingEvent {
  clientId: string;
  fromClient: boolean;
  userId: string;
  firstName: string;
}

/** What the messages use cases tell open pages: new, edited and deleted messages (both sides' lists, badges and open panes), reads, typing. */
@Injectable()
export class MessagingRealtime {
  constructor(private readonly publisher: RealtimePublisher) {}

  messageCreated(businessId: string, message: MessageResponseDto): void {
    this.publisher.emit(partiesOf(businessId, message.clientId), SERVER_EVENTS.messageNew, message);
  }

  /** An edited message, as it now reads, to whoever heard it arrive. */
  messageUpdated(businessId: string, message: MessageResponseDto): void {
    this.publisher.emit(partiesOf(businessId, message.clientId), SERVER_EVENTS.messageUpdated, message);
  }

  /** A deleted message (emptied, `deletedAt` set), to whoever heard it arrive: lists, badges and open panes change. */
  messageDeleted(businessId: string, message: MessageResponseDto): void {
    this.publisher.emit(partiesOf(businessId, message.clientId), SERVER_EVENTS.messageDeleted, message);
  }

  /** Someone of one side is typing in a conversation: only the other side hears it (never stored). */
  typing(businessId: string, typing: TypingEvent): void {
    const otherSide = typing.fromClient ? [ROOMS.business(businessId), ROOMS.businessSide(typing.clientId)] : [ROOMS.client(typing.clientId)];
    this.publisher.emit(otherSide, SERVER_EVENTS.typing, typing);
  }

  /** The reader's side (its badges, in every tab) and whoever has the conversation open (read state of the bubbles). */
  messagesRead(businessId: string, clientId: string, readBy: ConversationSide): void {
    const readerRooms = readBy === 'business' ? [ROOMS.business(businessId), ROOMS.businessSide(clientId)] : [ROOMS.client(clientId)];
    this.publisher.emit([...readerRooms, ROOMS.conversation(clientId)], SERVER_EVENTS.messagesRead, { clientId, readBy });
  }

  /** Every open client page of the business (and the business's own): the calendar changed, free slots and seats are stale. */
  scheduleChanged(businessId: string): void {
    this.publisher.emit([ROOMS.businessClients(businessId), ROOMS.schedule(businessId)], SERVER_EVENTS.scheduleChanged, { businessId });
  }
}
