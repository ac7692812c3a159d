import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { MessagesRepository, type InboxMessage } from './messages.repository';

/** What other modules may ask about messages (the dashboard's Recent Messages). The conversations screens come with the messaging issue. */
@Injectable()
export class MessagingService {
  constructor(private readonly messages: MessagesRepository) {}

  /** The latest messages to the business owner and how many are unread. */
  async businessInbox(tenant: TenantScope, limit: number): Promise<{ unreadCount: number; messages: InboxMessage[] }> {
    const [messages, unreadCount] = await Promise.all([this.messages.latestTo(tenant.businessId, limit), this.messages.countUnreadTo(tenant.businessId)]);
    return { unreadCount, messages };
  }
}
