import { EntityRepository, type FilterQuery } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Message } from './entities/message.entity';

/** Which side of a conversation reads: the business (owner and staff) or the client. */
export type ConversationSide = 'business' | 'client';

/** Which messages a list covers: one conversation, or every conversation of the business (`clientId` absent). */
export interface MessageScope {
  clientId?: string;
}

export interface InboxMessage {
  id: string;
  clientId: string;
  senderName: string;
  senderAvatar: string | null;
  content: string;
  createdAt: Date;
  isRead: boolean;
}

/** The last message and the unread count of one conversation, as its reader sees them. */
export interface ConversationSummary {
  clientId: string;
  lastMessage: Message | null;
  unreadCount: number;
}

/** The messages a side has not read are the other side's: the business reads the client's, and the other way round. */
const unreadBy = (side: ConversationSide) => ({ fromClient: side === 'business', isRead: false });

/**
 * The one place the messages table is queried; every method takes the tenant first (the business whose
 * conversations they are), so another business's messages are never found.
 */
export class MessagesRepository extends EntityRepository<Message> {
  private where(tenant: TenantScope, scope: MessageScope): { coach: string; client?: string } {
    return scope.clientId ? { coach: tenant.businessId, client: scope.clientId } : { coach: tenant.businessId };
  }

  findInScope(tenant: TenantScope, scope: MessageScope, id: string): Promise<Message | null> {
    return this.findOne({ ...this.where(tenant, scope), id } as FilterQuery<Message>);
  }

  /**
   * A page of messages, newest first, older than the message `before` (the cursor) when given. Ties on the
   * timestamp are broken by id, so paging never skips nor repeats a message.
   */
  page(tenant: TenantScope, scope: MessageScope, before: Message | null, limit: number): Promise<Message[]> {
    const where = this.where(tenant, scope);
    const older = before ? { $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }] } : {};
    return this.find({ ...where, ...older } as FilterQuery<Message>, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Messages created after `since`, oldest first (what a reconnecting socket missed). */
  since(tenant: TenantScope, scope: MessageScope, since: Date, limit: number): Promise<Message[]> {
    return this.find({ ...this.where(tenant, scope), createdAt: { $gt: since } } as FilterQuery<Message>, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit,
    });
  }

  /** Marks what `side` has not read in the conversation as read; answers how many rows changed. */
  markRead(tenant: TenantScope, clientId: string, side: ConversationSide): Promise<number> {
    return this.nativeUpdate({ coach: tenant.businessId, client: clientId, ...unreadBy(side) }, { isRead: true });
  }

  countUnread(tenant: TenantScope, scope: MessageScope, side: ConversationSide): Promise<number> {
    return this.count({ ...this.where(tenant, scope), ...unreadBy(side) } as FilterQuery<Message>);
  }

  /**
   * The last message and the unread count of each listed conversation. Raw SQL: one `distinct on` and one grouped
   * count for the whole list instead of two queries per client (the Messages screen lists up to 200 clients).
   */
  async summaries(tenant: TenantScope, clientIds: string[], side: ConversationSide): Promise<Map<string, ConversationSummary>> {
    const summaries = new Map<string, ConversationSummary>(clientIds.map((clientId) => [clientId, { clientId, lastMessage: null, unreadCount: 0 }]));
    if (clientIds.length === 0) return summaries;
    const connection = this.getEntityManager().getConnection();
    const [latest, unread] = await Promise.all([
      connection.execute<Array<Record<string, unknown>>>(
        `select distinct on (client_id) * from messages
          where coach_id = ? and client_id in (?)
          order by client_id, created_at desc, id desc`,
        [tenant.businessId, clientIds],
      ),
      connection.execute<Array<{ client_id: string; unread: string }>>(
        `select client_id, count(*) as unread from messages
          where coach_id = ? and client_id in (?) and from_client = ? and is_read = false
          group by client_id`,
        [tenant.businessId, clientIds, side === 'business'],
      ),
    ]);
    for (const row of latest) summaries.get(row.client_id as string)!.lastMessage = this.map(row);
    for (const row of unread) summaries.get(row.client_id)!.unreadCount = Number(row.unread);
    return summaries;
  }

  /** The latest messages clients sent to the business, newest first, with the client's name (dashboard). */
  async latestFromClients(tenant: TenantScope, limit: number): Promise<InboxMessage[]> {
    const rows = await this.find(
      { coach: tenant.businessId, fromClient: true },
      {
        populate: ['client', 'sender'],
        fields: ['content', 'createdAt', 'isRead', 'client.firstName', 'client.lastName', 'sender.avatar'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit,
      },
    );
    return rows.map((m) => ({
      id: m.id,
      clientId: m.client.id,
      senderName: `${m.client.firstName} ${m.client.lastName}`,
      senderAvatar: m.sender?.avatar ?? null,
      content: m.content,
      createdAt: m.createdAt,
      isRead: m.isRead,
    }));
  }
}
