import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MessageType } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A message of a conversation (document 2 section 3, messages). A conversation is between a business (`coach`, the
 * tenant) and one of its client records (`client`), whether or not that client has a sign-in yet. `sender` is the
 * person who wrote it (the owner, a staff member or the client's own sign-in); `fromClient` says which side, so the
 * answer's senderId/receiverId and the unread counts of each side follow from the row. A conversation is private to its
 * client: a client user's tenant reaches only the messages of their own client record.
 */
@Entity({ tableName: 'messages' })
@TenantOwned('coach', { client: 'client' })
@Index({
  name: 'messages_conversation_index',
  expression: 'create index "messages_conversation_index" on "messages" ("client_id", "created_at" desc, "id" desc)',
})
@Index({
  name: 'messages_coach_created_at_index',
  expression: 'create index "messages_coach_created_at_index" on "messages" ("coach_id", "created_at" desc, "id" desc)',
})
// Unread counts read only the unread rows of a business.
@Index({
  name: 'messages_unread_index',
  expression: 'create index "messages_unread_index" on "messages" ("coach_id", "client_id", "from_client") where "is_read" = false',
})
export class Message {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  /** Who wrote it; kept when that person's account is deleted (the message stays in the conversation). */
  @ManyToOne(() => User, { fieldName: 'sender_id', nullable: true, deleteRule: 'set null', index: true })
  sender?: User | null;

  @Property()
  fromClient: boolean;

  @Property({ type: 'text' })
  content: string;

  @Property({ default: 'text' })
  messageType: MessageType & Opt = 'text';

  /** The authorised route that serves the attachment, for attachment messages. */
  @Property({ nullable: true })
  fileUrl?: string | null;

  /** The StorageService key of the attachment (never shown). */
  @Property({ nullable: true, hidden: true })
  fileKey?: string | null;

  @Property({ nullable: true })
  fileName?: string | null;

  @Property({ nullable: true })
  fileType?: string | null;

  @Property({ type: 'integer', nullable: true })
  fileSize?: number | null;

  /** Read by the receiving side (the business for the client's messages, the client for the business's). */
  @Property({ default: false })
  isRead: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** When its sender last changed the text (within the edit window); null if never. */
  @Property({ type: 'timestamptz', nullable: true })
  editedAt?: Date | null;

  /**
   * When its sender deleted it (within the edit window): the row stays in its place in the conversation, its text and
   * attachment are gone.
   */
  @Property({ type: 'timestamptz', nullable: true })
  deletedAt?: Date | null;
}
