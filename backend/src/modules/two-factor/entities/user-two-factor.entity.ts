import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { User } from '../../users/entities/user.entity';

/**
 * A user's TOTP authenticator: the shared secret, pending until a first code confirms it (`enabledAt`). The secret must
 * be read back to check codes, so it is kept as the other secrets the platform must read (webhook secrets, the VAPID
 * private key): a column the ORM never serialises (`hidden`) and no answer ever carries after the set-up.
 * `lastUsedStep` is the time step of the last code accepted: a code is accepted only for a later step (a conditional
 * update), so no code works twice, not even two requests at once.
 */
@Entity({ tableName: 'user_two_factor' })
export class UserTwoFactor {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', unique: true })
  user: User;

  /** Base32, as authenticator apps read it. */
  @Property({ length: 64, hidden: true })
  secret: string;

  @Property({ type: 'timestamptz', nullable: true })
  enabledAt?: Date | null;

  @Property({ type: 'integer', nullable: true })
  lastUsedStep?: number | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
