import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';

/** A server-side sign-in. Only the SHA-256 of the token is kept, so a database leak does not leak sessions. */
@Entity({ tableName: 'sessions' })
export class Session {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ unique: true, hidden: true })
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Index()
  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ nullable: true })
  userAgent?: string | null;

  @Property({ nullable: true })
  ipAddress?: string | null;
}
