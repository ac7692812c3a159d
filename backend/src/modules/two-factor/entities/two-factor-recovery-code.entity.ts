import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';

/**
 * One recovery code of a user: shown once, kept as its SHA-256 (it is random, so a hash is enough, as for session
 * tokens and calendar feed tokens). Used once: `usedAt` is set by a conditional update that only one request wins.
 */
@Entity({ tableName: 'two_factor_recovery_codes' })
export class TwoFactorRecoveryCode {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user: User;

  @Property({ length: 64, unique: true, hidden: true })
  codeHash: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
