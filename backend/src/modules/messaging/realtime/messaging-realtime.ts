import { Injectable } from '@nestjs/common';
import type { ConversationSide } from '../messages.repository';
import type { MessageResponseDto } from '../dto/message.dto';
import { RealtimePublisher } from './realtime-publisher';
import { ROOMS, SERVER_EVENTS } from './realtime-rooms';

/** What the messages use cases tell open pages: a new message (both sides' lists, badges and open panes) and reads. */
@Injectable()
export class MessagingRealtime {
  constructor(private readonly publisher: RealtimePublisher) {}

  messageCreated(businessId: string, message: MessageResponseDto): void {
    this.publisher.emit(
      [ROOMS.business(businessId), ROOMS.businessSide(message.clientId), ROOMS.client(message.clientId), ROOMS.conversation(message.clientId)],
      SERVER_EVENTS.messageNew,
      message,
    );
  }

  /** The reader's side (its badges, in every tab) and whoever has the conversation open (read state of the bubbles). */
  messagesRead(businessId: string, clientId: string, readBy: ConversationSide): void {
    const readerRooms = readBy === 'business' ? [ROOMS.business(businessId), ROOMS.businessSide(clientId)] : [ROOMS.client(clientId)];
    this.publisher.emit([...readerRooms, ROOMS.conversation(clientId)], SERVER_EVENTS.messagesRead, { clientId, readBy });
  }

  /** Every open client page of the business (and the business's own): the calendar changed, free slots and seats are stale. */
  scheduleChanged(businessId: string): void {
    this.publisher.emit([ROOMS.businessClients(businessId), ROOMS.business(businessId)], SERVER_EVENTS.scheduleChanged, { businessId });
  }
}
