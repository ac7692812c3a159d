import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import type { Community } from './entities/community.entity';
import { CommunityPost } from './entities/community-post.entity';

export interface NewCommunityPost {
  parent: CommunityPost | null;
  authorId: string;
  clientId: string | null;
  content: string;
  createdAt?: Date;
}

/**
 * Posts and replies of the business's communities. The entity's tenant path is `community.coach`; it declares no
 * client, since the community's members read each other's posts.
 */
@Injectable()
export class CommunityPostsRepository extends TenantRepository<CommunityPost> {
  constructor(em: EntityManager) {
    super(em, CommunityPost);
  }

  findInCommunity(tenant: TenantScope, communityId: string, id: string): Promise<CommunityPost | null> {
    return this.findOne(tenant, { id, community: communityId }, { populate: ['client', 'author'] });
  }

  /** A post just saved, with its writer's names read again from the database. */
  withAuthor(tenant: TenantScope, post: CommunityPost): Promise<CommunityPost | null> {
    return this.findOne(tenant, { id: post.id }, { populate: ['client', 'author'], refresh: true });
  }

  /** Top-level posts, newest first, older than `before` when given (ties broken by id). */
  feed(tenant: TenantScope, communityId: string, before: CommunityPost | null, limit: number): Promise<CommunityPost[]> {
    const older = before ? { $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }] } : {};
    return this.find(
      tenant,
      { community: communityId, parent: null, ...older },
      { populate: ['client', 'author'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** The replies to the given posts, oldest first. */
  replies(tenant: TenantScope, parentIds: string[]): Promise<CommunityPost[]> {
    if (!parentIds.length) return Promise.resolve([]);
    return this.find(tenant, { parent: { $in: parentIds } }, { populate: ['client', 'author'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /** A new post or reply in a community found in the tenant (saved with the next flush). */
  add(tenant: TenantScope, community: Community, post: NewCommunityPost): CommunityPost {
    return this.create(tenant, {
      community,
      parent: post.parent,
      author: post.authorId,
      client: post.clientId,
      content: post.content,
      createdAt: post.createdAt ?? new Date(),
    });
  }

  /**
   * Posts and replies written since `since`, per community of the tenant. Raw SQL: one grouped count for the whole
   * list of cards instead of a query per card.
   */
  async countSince(tenant: TenantScope, communityIds: string[], since: Date): Promise<Map<string, number>> {
    const counts = new Map<string, number>(communityIds.map((id) => [id, 0]));
    if (!communityIds.length) return counts;
    const rows = await this.sql<Array<{ community_id: string; count: string }>>(
      tenant,
      `select p.community_id, count(*) as count from community_posts p join communities c on c.id = p.community_id
        where c.coach_id = :tenant and p.community_id in (:communityIds) and p.created_at >= :since group by p.community_id`,
      { communityIds, since },
    );
    for (const row of rows) counts.set(row.community_id, Number(row.count));
    return counts;
  }

  /** Every post and reply the client wrote, with its community, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<CommunityPost[]> {
    return this.find(tenant, { client: clientId }, { populate: ['community'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
