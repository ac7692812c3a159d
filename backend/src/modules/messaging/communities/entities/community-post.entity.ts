import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../../common/tenancy/tenant-owned';
import { Client } from '../../../clients/entities/client.entity';
import { User } from '../../../users/entities/user.entity';
import { Community } from './community.entity';

/**
 * A post in a community, or a reply to one (`parent`, one level deep). Not client-private: the community's members read
 * each other's posts, so `client` (the writer) is no tenant path.
 */
@Entity({ tableName: 'community_posts' })
@TenantOwned('community.coach')
@Index({
  name: 'community_posts_feed_index',
  expression: 'create index "community_posts_feed_index" on "community_posts" ("community_id", "created_at" desc, "id" desc)',
})
@Index({ properties: ['parent', 'createdAt'] })
export class CommunityPost {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Community, { fieldName: 'community_id', deleteRule: 'cascade' })
  community: Community;

  @ManyToOne(() => CommunityPost, { fieldName: 'parent_id', nullable: true, deleteRule: 'cascade' })
  parent?: CommunityPost | null;

  /** Who wrote it; the post stays when that account is deleted. */
  @ManyToOne(() => User, { fieldName: 'author_id', nullable: true, deleteRule: 'set null', index: true })
  author?: User | null;

  /** The client record of a client's post (their name is shown); null for the business's posts. */
  @ManyToOne(() => Client, { fieldName: 'client_id', nullable: true, deleteRule: 'cascade', index: true })
  client?: Client | null;

  @Property({ type: 'text' })
  content: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
