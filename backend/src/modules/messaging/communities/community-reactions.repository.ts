import type { CommunityReaction as Reaction } from '@coachcore/domain';
import { EntityRepository } from '@mikro-orm/postgresql';
import type { CommunityReaction } from './entities/community-reaction.entity';

/** Reactions to posts (reached only through a post the caller may see). */
export class CommunityReactionsRepository extends EntityRepository<CommunityReaction> {
  /** Adds the reaction once: a repeat (or a concurrent duplicate) changes nothing. */
  async add(postId: string, userId: string, reaction: Reaction): Promise<void> {
    await this.getEntityManager().execute(
      `insert into community_post_reactions (id, post_id, user_id, reaction, created_at) values (gen_random_uuid(), ?, ?, ?, now())
       on conflict on constraint community_post_reactions_post_id_user_id_reaction_unique do nothing`,
      [postId, userId, reaction],
      'run',
    );
  }

  async remove(postId: string, userId: string, reaction: Reaction): Promise<void> {
    await this.nativeDelete({ post: postId, user: userId, reaction });
  }

  /** Per post: the count of each reaction, and the caller's own. */
  async summaries(postIds: string[], userId: string): Promise<Map<string, { counts: Partial<Record<Reaction, number>>; mine: Reaction[] }>> {
    const summaries = new Map(postIds.map((id) => [id, { counts: {} as Partial<Record<Reaction, number>>, mine: [] as Reaction[] }]));
    if (!postIds.length) return summaries;
    const rows = await this.find({ post: { $in: postIds } }, { fields: ['post', 'user', 'reaction'] });
    for (const row of rows) {
      const summary = summaries.get(row.post.id)!;
      summary.counts[row.reaction] = (summary.counts[row.reaction] ?? 0) + 1;
      if (row.user.id === userId) summary.mine.push(row.reaction);
    }
    return summaries;
  }
}
