import type { CommunityReaction as Reaction } from '@coachcore/domain';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import { CommunityReaction } from './entities/community-reaction.entity';

/** Reactions to posts. The entity's tenant path is `post.community.coach`: a reaction reaches only the business's posts. */
@Injectable()
export class CommunityReactionsRepository extends TenantRepository<CommunityReaction> {
  constructor(em: EntityManager) {
    super(em, CommunityReaction);
  }

  /**
   * Adds the reaction once: a repeat (or a concurrent duplicate) changes nothing. Raw SQL for `on conflict`; the post
   * must be one of the business's.
   */
  async add(tenant: TenantScope, postId: string, userId: string, reaction: Reaction): Promise<void> {
    await this.sql(
      tenant,
      `insert into community_post_reactions (id, post_id, user_id, reaction, created_at)
        select gen_random_uuid(), p.id, :userId, :reaction, now() from community_posts p join communities c on c.id = p.community_id
         where p.id = :postId and c.coach_id = :tenant
       on conflict on constraint community_post_reactions_post_id_user_id_reaction_unique do nothing`,
      { postId, userId, reaction },
      'run',
    );
  }

  async removeReaction(tenant: TenantScope, postId: string, userId: string, reaction: Reaction): Promise<void> {
    await this.delete(tenant, { post: postId, user: userId, reaction });
  }

  /** Per post: the count of each reaction, and the caller's own. */
  async summaries(
    tenant: TenantScope,
    postIds: string[],
    userId: string,
  ): Promise<Map<string, { counts: Partial<Record<Reaction, number>>; mine: Reaction[] }>> {
    const summaries = new Map(postIds.map((id) => [id, { counts: {} as Partial<Record<Reaction, number>>, mine: [] as Reaction[] }]));
    if (!postIds.length) return summaries;
    const rows = await this.find(tenant, { post: { $in: postIds } });
    for (const row of rows) {
      const summary = summaries.get(row.post.id)!;
      summary.counts[row.reaction] = (summary.counts[row.reaction] ?? 0) + 1;
      if (row.user.id === userId) summary.mine.push(row.reaction);
    }
    return summaries;
  }
}
