import { EntityRepository } from '@mikro-orm/postgresql';
import type { Message } from './entities/message.entity';

export interface InboxMessage {
  id: string;
  senderName: string;
  senderAvatar: string | null;
  content: string;
  createdAt: Date;
  isRead: boolean;
}

/** Messages are addressed to a user; a business's inbox is the messages addressed to its owner. */
export class MessagesRepository extends EntityRepository<Message> {
  /** The latest messages to the recipient, newest first, with the sender's name. */
  async latestTo(recipientId: string, limit: number): Promise<InboxMessage[]> {
    const rows = await this.find(
      { receiver: recipientId },
      {
        populate: ['sender'],
        fields: ['content', 'createdAt', 'isRead', 'sender.firstName', 'sender.lastName', 'sender.avatar'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
      },
    );
    return rows.map((m) => ({
      id: m.id,
      senderName: `${m.sender.firstName} ${m.sender.lastName}`,
      senderAvatar: m.sender.avatar ?? null,
      content: m.content,
      createdAt: m.createdAt,
      isRead: m.isRead,
    }));
  }

  countUnreadTo(recipientId: string): Promise<number> {
    return this.count({ receiver: recipientId, isRead: false });
  }
}
