import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { CommunityPost } from './entities/community-post.entity';

/** Posts and replies of the business's communities; every method takes the tenant first (through the community). */
export class CommunityPostsRepository extends EntityRepository<CommunityPost> {
  findInCommunity(tenant: TenantScope, communityId: string, id: string): Promise<CommunityPost | null> {
    return this.findOne({ id, community: { id: communityId, coach: tenant.businessId } }, { populate: ['client', 'author'] });
  }

  /** Top-level posts, newest first, older than `before` when given (ties broken by id). */
  feed(tenant: TenantScope, communityId: string, before: CommunityPost | null, limit: number): Promise<CommunityPost[]> {
    const older = before ? { $or: [{ createdAt: { $lt: before.createdAt } }, { createdAt: before.createdAt, id: { $lt: before.id } }] } : {};
    return this.find(
      { community: { id: communityId, coach: tenant.businessId }, parent: null, ...older },
      { populate: ['client', 'author'], orderBy: { createdAt: 'desc', id: 'desc' }, limit },
    );
  }

  /** The replies to the given posts, oldest first. */
  replies(parentIds: string[]): Promise<CommunityPost[]> {
    if (!parentIds.length) return Promise.resolve([]);
    return this.find({ parent: { $in: parentIds } }, { populate: ['client', 'author'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  /**
   * Posts and replies written since `since`, per community of the tenant. Raw SQL: one grouped count for the whole
   * list of cards instead of a query per card.
   */
  async countSince(tenant: TenantScope, communityIds: string[], since: Date): Promise<Map<string, number>> {
    const counts = new Map<string, number>(communityIds.map((id) => [id, 0]));
    if (!communityIds.length) return counts;
    const rows = await this.getEntityManager().execute<Array<{ community_id: string; count: string }>>(
      `select p.community_id, count(*) as count from community_posts p join communities c on c.id = p.community_id
        where c.coach_id = ? and p.community_id in (?) and p.created_at >= ? group by p.community_id`,
      [tenant.businessId, communityIds, since],
    );
    for (const row of rows) counts.set(row.community_id, Number(row.count));
    return counts;
  }
}
