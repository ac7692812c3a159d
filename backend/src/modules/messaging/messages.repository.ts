import { EntityManager, type FilterQuery, type RequiredEntityData } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { reachableClients, type TenantScope } from '../../common/http/authenticated-request';
import { offsetOf, Page } from '../../common/http/pagination';
import { reachableClient, TenantRepository } from '../../common/tenancy/tenant-repository';
import { Message } from './entities/message.entity';

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

/** A client of a conversation of the business's list. */
export interface ConversationClient {
  /** The client's id. */
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The messages a side has not read are the other side's: the business reads the client's, and the other way round. A
 * message its sender deleted has nothing left to read.
 */
const unreadBy = (side: ConversationSide) => ({ fromClient: side === 'business', isRead: false, deletedAt: null });

/** A new message of a conversation the caller may write in (the client record was found in the tenant). */
export type NewMessage = Pick<Message, 'content'> &
  Partial<Pick<Message, 'messageType' | 'fileKey' | 'fileName' | 'fileType' | 'fileSize' | 'isRead' | 'createdAt'>> & {
    clientId: string;
    senderId: string;
    fromClient: boolean;
  };

/**
 * The one place the messages table is queried. The entity declares its tenant path (`coach`) and its client
 * (`client`): every query below is narrowed to the business and, for a client user, to their own conversation.
 */
@Injectable()
export class MessagesRepository extends TenantRepository<Message> {
  constructor(em: EntityManager) {
    super(em, Message);
  }

  /** Whether the business side ever wrote to a client. */
  hasSentToClient(tenant: TenantScope): Promise<boolean> {
    return this.exists(tenant, { fromClient: false });
  }

  /** One conversation, or every conversation the tenant reaches (a client user's own only). */
  private inScope(scope: MessageScope): { client?: string } {
    return scope.clientId ? { client: scope.clientId } : {};
  }

  findInScope(tenant: TenantScope, scope: MessageScope, id: string): Promise<Message | null> {
    return this.findOne(tenant, { ...this.inScope(scope), id } as FilterQuery<Message>);
  }

  /** The message, locked until the surrounding transaction ends: an edit and a deletion of it take turns. */
  lockInScope(tenant: TenantScope, scope: MessageScope, id: string): Promise<Message | null> {
    return this.lock(tenant, { ...this.inScope(scope), id } as FilterQuery<Message>);
  }

  /**
   * A page of messages, newest first, older than the message `before` (the cursor) when given. Ties on the
   * timestamp are broken by id, so paging never skips nor repeats a message.
   */
  page(tenant: TenantScope, scope: MessageScope, before: Message | null, limit: number): Promise<Message[]> {
    const older = before ? { $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }] } : {};
    return this.find(tenant, { ...this.inScope(scope), ...older } as FilterQuery<Message>, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  /** Messages created after `since`, oldest first (what a reconnecting socket missed). */
  since(tenant: TenantScope, scope: MessageScope, since: Date, limit: number): Promise<Message[]> {
    return this.find(tenant, { ...this.inScope(scope), createdAt: { $gt: since } } as FilterQuery<Message>, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      limit,
    });
  }

  /** Marks what `side` has not read in the conversation as read; answers how many rows changed. */
  markRead(tenant: TenantScope, clientId: string, side: ConversationSide): Promise<number> {
    return this.update(tenant, { client: clientId, ...unreadBy(side) }, { isRead: true });
  }

  countUnread(tenant: TenantScope, scope: MessageScope, side: ConversationSide): Promise<number> {
    return this.count(tenant, { ...this.inScope(scope), ...unreadBy(side) } as FilterQuery<Message>);
  }

  /** A new message (saved with the next flush); the business is the tenant's. */
  add(tenant: TenantScope, message: NewMessage): Message {
    const { clientId, senderId, ...fields } = message;
    // The business (`coach`) is filled in from the tenant.
    return this.create(tenant, { createdAt: new Date(), ...fields, client: clientId, sender: senderId } as RequiredEntityData<Message>);
  }

  /**
   * A page of the business's conversations, one per client (narrowed by `search`, name or e-mail, as the clients list
   * does), ordered over all pages by the last message, newest first; clients without messages follow in the clients
   * list's order. Raw SQL: a lateral look-up of each client's last message (messages_conversation_index), sorted and
   * counted in one statement; the clients table is read for the tenant's clients and their names.
   */
  async conversationPage(tenant: TenantScope, query: { search?: string; page: number; limit: number }): Promise<Page<ConversationClient>> {
    const where = ['c.coach_id = :tenant', reachableClient('c.id')];
    const params: Record<string, unknown> = { limit: query.limit, offset: offsetOf(query) };
    if (query.search) {
      where.push(`(c.first_name || ' ' || c.last_name ilike :pattern or c.email ilike :pattern)`);
      params.pattern = likePattern(query.search);
    }
    const rows = await this.sql<{ id: string; first_name: string; last_name: string; email: string; total_count: string }[]>(
      tenant,
      `select c.id, c.first_name, c.last_name, c.email, count(*) over () as total_count
         from clients c
         left join lateral (select m.created_at, m.id from messages m where m.client_id = c.id and m.coach_id = :tenant
                             order by m.created_at desc, m.id desc limit 1) last on true
        where ${where.join(' and ')}
        order by last.created_at desc nulls last, last.id desc nulls last, c.created_at desc, c.id desc
        limit :limit offset :offset`,
      params,
    );
    let total = rows.length ? Number(rows[0]!.total_count) : 0;
    if (!rows.length && query.page > 1) {
      const [count] = await this.sql<{ count: string }[]>(tenant, `select count(*) as count from clients c where ${where.join(' and ')}`, params);
      total = Number(count!.count);
    }
    return new Page(
      rows.map((row) => ({ id: row.id, firstName: row.first_name, lastName: row.last_name, email: row.email })),
      total,
      query.page,
      query.limit,
    );
  }

  /**
   * The last message and the unread count of each listed conversation: a `distinct on` and a grouped count for the
   * whole page instead of two queries per client (a page of the Messages screen lists up to 200 clients). Raw SQL for both.
   */
  async summaries(tenant: TenantScope, clientIds: string[], side: ConversationSide): Promise<Map<string, ConversationSummary>> {
    const summaries = new Map<string, ConversationSummary>(clientIds.map((clientId) => [clientId, { clientId, lastMessage: null, unreadCount: 0 }]));
    // A client user's tenant reaches their own conversation only, an assigned staff member's their clients' (the ORM
    // reads below say so themselves; raw SQL does not).
    const reach = reachableClients(tenant);
    const reachable = reach ? clientIds.filter((id) => reach.includes(id)) : clientIds;
    if (reachable.length === 0) return summaries;
    const [latest, unread] = await Promise.all([
      this.sql<Array<{ id: string }>>(
        tenant,
        `select distinct on (client_id) id from messages
          where coach_id = :tenant and client_id in (:clientIds)
          order by client_id, created_at desc, id desc`,
        { clientIds: reachable },
      ),
      this.sql<Array<{ client_id: string; unread: string }>>(
        tenant,
        `select client_id, count(*) as unread from messages
          where coach_id = :tenant and client_id in (:clientIds) and from_client = :fromClient and is_read = false and deleted_at is null
          group by client_id`,
        { clientIds: reachable, fromClient: side === 'business' },
      ),
    ]);
    const lastMessages = latest.length ? await this.find(tenant, { id: { $in: latest.map((row) => row.id) } }) : [];
    for (const message of lastMessages) summaries.get(message.client.id)!.lastMessage = message;
    for (const row of unread) summaries.get(row.client_id)!.unreadCount = Number(row.unread);
    return summaries;
  }

  /** The latest messages clients sent to the business (and did not delete), newest first, with the client's name (dashboard). */
  async latestFromClients(tenant: TenantScope, limit: number): Promise<InboxMessage[]> {
    const rows = await this.find(
      tenant,
      { fromClient: true, deletedAt: null },
      {
        populate: ['client', 'sender'],
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

  /**
   * Of these storage keys, those a message still points to (for the orphan-files sweep).
   * @crossTenant The daily sweep looks at every stored file, whichever business it belongs to.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ fileKey: { $in: [...keys] } }, { fields: ['fileKey'] as never });
    return new Set(rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string'));
  }
  /** The client's whole conversation, oldest first: their data export (every message they sent or received). Unbounded by design. */
  allOfClient(tenant: TenantScope, clientId: string): Promise<Message[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** The stored attachments of the client's conversation, to discard once the client's record is erased. */
  async attachmentKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId, fileKey: { $ne: null } }, { fields: ['fileKey'] as never });
    return rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string');
  }
}
