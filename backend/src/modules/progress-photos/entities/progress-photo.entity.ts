import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { Client } from '../../clients/entities/client.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

export const PROGRESS_PHOTO_POSES = ['front', 'side', 'back'] as const;
export type ProgressPhotoPose = (typeof PROGRESS_PHOTO_POSES)[number];

/**
 * A progress photo of a client (document 2 section 3, progress_photos). The spec's imageUrl is served by an
 * authorised route; the row keeps the storage key of the image, which is never shown.
 */
@Entity({ tableName: 'progress_photos' })
@TenantOwned('client.coach', { client: 'client' })
@Index({ properties: ['client', 'createdAt'] })
export class ProgressPhoto {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade' })
  client: Client;

  /** Which view of the body the photo shows (front, side, back); null for photos taken before poses were kept. */
  @Property({ type: 'varchar', length: 10, nullable: true })
  pose?: ProgressPhotoPose | null;

  /** StorageService key of the image. */
  @Property()
  imageKey: string;

  /** lbs, as in measurements. */
  @DecimalProperty({ precision: 6, scale: 2, nullable: true })
  weight?: number | null;

  /** % */
  @DecimalProperty({ precision: 5, scale: 2, nullable: true })
  bodyFat?: number | null;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
