import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A client's request to delete their account: the SHA-256 of the single-use code the confirmation e-mail carries
 * (the code itself exists only in that e-mail), and when it expires. Confirming marks it used in a conditional update,
 * so a code erases once; a newer request replaces the pending one. The row goes with the client record it erases.
 */
@Entity({ tableName: 'account_deletion_requests' })
@TenantOwned('coach', { client: 'client' })
export class AccountDeletionRequest {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', index: true })
  client: Client;

  @Property({ length: 64, unique: true, hidden: true })
  codeHash: string;

  @Property({ type: 'timestamptz' })
  expiresAt: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
