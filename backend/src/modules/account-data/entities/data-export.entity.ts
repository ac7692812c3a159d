import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { DataExportStatus } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { User } from '../../users/entities/user.entity';

/**
 * A client's export of their own data: one ZIP built by the `data-exports/build-data-export` job, which reports its
 * progress here (queued → running N % → ready, or failed). A ready export can be downloaded until `expires_at`; then
 * the hourly pass removes its file and marks it expired. One export of a client is in progress at a time (a partial
 * unique index), so two requests at once build one.
 */
@Entity({ tableName: 'data_exports' })
@TenantOwned('coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
@Index({ name: 'data_exports_expiry_index', expression: `create index "data_exports_expiry_index" on "data_exports" ("expires_at") where "status" = 'ready'` })
@Index({
  name: 'data_exports_one_in_progress',
  expression: `create unique index "data_exports_one_in_progress" on "data_exports" ("client_id") where "status" in ('queued', 'running')`,
})
export class DataExport {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'coach_id', deleteRule: 'cascade', index: true })
  coach: User;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  @Property({ type: 'varchar', length: 10, default: 'queued' })
  status: DataExportStatus & Opt = 'queued';

  /** Per cent done, 0 to 100. */
  @Property({ type: 'smallint', default: 0 })
  progress: number & Opt = 0;

  /** The stored ZIP (never shown: served by the download route). */
  @Property({ nullable: true, hidden: true })
  fileKey?: string | null;

  @Property({ type: 'integer', nullable: true })
  fileSize?: number | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  startedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  expiresAt?: Date | null;
}
