import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';

/**
 * The sign-in's first step passed (the password was right) for an account with two-factor on: the token that lets the
 * second step name the account. It opens no session and reaches no other route; it expires in minutes and is used
 * once (a conditional update). Only its SHA-256 is kept.
 */
@Entity({ tableName: 'two_factor_challenges' })
export class TwoFactorChallenge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 64, unique: true, hidden: true })
  tokenHash: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Index()
  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
