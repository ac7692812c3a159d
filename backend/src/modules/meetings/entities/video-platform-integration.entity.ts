import { type Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';

/**
 * A video platform account a coach connected (document 2 section 3, video_platform_integrations). Keys and tokens
 * never leave the server. Without an active one, video meetings get a room on VIDEO_ROOM_BASE_URL.
 */
@Entity({ tableName: 'video_platform_integrations' })
@TenantOwned('user')
export class VideoPlatformIntegration {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade', index: true })
  user: User;

  /** zoom, teams or google_meet. */
  @Property()
  platform: string;

  @Property({ type: 'text', nullable: true, hidden: true })
  apiKey?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  apiSecret?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  accessToken?: string | null;

  @Property({ type: 'text', nullable: true, hidden: true })
  refreshToken?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  tokenExpiresAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  webhookUrl?: string | null;

  @Property({ default: true })
  isActive: boolean & Opt = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
