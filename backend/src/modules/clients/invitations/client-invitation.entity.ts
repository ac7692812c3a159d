import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { InvitationStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { Client } from '../entities/client.entity';

/**
 * An e-mailed invitation that links a person's client sign-in to a client record. Only the SHA-256 of the
 * code is kept; resending revokes the pending row and adds a new one, and the partial unique index keeps
 * a client at one pending invitation even when two resends race.
 */
@Entity({ tableName: 'client_invitations' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['coach', 'client'] })
@Index({
  name: 'client_invitations_one_pending_per_client',
  expression: `create unique index "client_invitations_one_pending_per_client" on "client_invitations" ("client_id") where "status" = 'pending'`,
})
export class ClientInvitation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  /** The business (tenant) that sent it. */
  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade' })
  coach: User;

  /** SHA-256 (hex) of the code in the link; the code itself is never stored. */
  @Property({ unique: true, hidden: true })
  codeHash: string;

  /** Where the invitation was sent (the client's e-mail at that time). */
  @Property()
  email: string;

  @Property({ default: 'pending' })
  status: InvitationStatus & Opt = 'pending';

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz' })
  sentAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  acceptedAt?: Date | null;

  @ManyToOne(() => User, { fieldName: 'accepted_by', nullable: true, deleteRule: 'set null' })
  acceptedBy?: User | null;
}
