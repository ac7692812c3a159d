import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';
import { MessagesRepository } from '../messages.repository';

/** A direct message between two users (document 2 section 3, messages). */
@Entity({ tableName: 'messages', repository: () => MessagesRepository })
@Index({ properties: ['receiver', 'createdAt'] })
@Index({ properties: ['sender', 'createdAt'] })
export class Message {
  [EntityRepositoryType]?: MessagesRepository;

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'sender_id', deleteRule: 'cascade' })
  sender: User;

  @ManyToOne(() => User, { fieldName: 'receiver_id', deleteRule: 'cascade' })
  receiver: User;

  @Property({ type: 'text' })
  content: string;

  @Property({ default: 'text' })
  messageType: string & Opt = 'text';

  @Property({ nullable: true })
  fileUrl?: string | null;

  @Property({ default: false })
  isRead: boolean & Opt = false;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
