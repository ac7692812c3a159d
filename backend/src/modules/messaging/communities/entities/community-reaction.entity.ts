import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { CommunityReaction as Reaction } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../../common/tenancy/tenant-owned';
import { User } from '../../../users/entities/user.entity';
import { CommunityPost } from './community-post.entity';

/** One person's reaction to a post; each kind at most once per person (the unique key makes adding idempotent). */
@Entity({ tableName: 'community_post_reactions' })
@TenantOwned('post.community.coach')
@Unique({ name: 'community_post_reactions_post_id_user_id_reaction_unique', properties: ['post', 'user', 'reaction'] })
export class CommunityReaction {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => CommunityPost, { fieldName: 'post_id', deleteRule: 'cascade' })
  post: CommunityPost;

  @ManyToOne(() => User, { fieldName: 'user_id', deleteRule: 'cascade', index: true })
  user: User;

  @Property()
  reaction: Reaction;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
