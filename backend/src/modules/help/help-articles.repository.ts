import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { HELP_CATEGORIES, type HelpCategory } from '@coachcore/domain';
import { offsetOf, Page } from '../../common/http/pagination';
import { HelpArticle } from './entities/help-article.entity';

export interface HelpArticleFilter {
  category?: HelpCategory;
  /** A prefix tsquery ('work:* & hour:*'), or none. */
  query?: string;
  page: number;
  limit: number;
}

/**
 * The one place help_articles is queried.
 * @platformData The Help Center's articles are the platform's own content, the same for every business.
 */
@Injectable()
export class HelpArticlesRepository {
  constructor(private readonly em: EntityManager) {}

  /** How many articles each category holds. */
  async countByCategory(): Promise<Map<HelpCategory, number>> {
    const rows = await this.em.execute<{ category: HelpCategory; n: string }[]>('select category, count(*) as n from help_articles group by category');
    return new Map(rows.map((row) => [row.category, Number(row.n)]));
  }

  /**
   * A page of articles: of a category in its reading order, or matching a search (every word, as a word or the start
   * of one, in the title, summary, body or steps), best match first.
   */
  async page(filter: HelpArticleFilter): Promise<Page<HelpArticle>> {
    const where = ['true'];
    // Categories in the Help Center's order (a text[] parameter, so drivers never expand it).
    const params: Record<string, unknown> = { limit: filter.limit, offset: offsetOf(filter), categories: `{${HELP_CATEGORIES.join(',')}}` };
    if (filter.category) {
      where.push('a.category = :category');
      params.category = filter.category;
    }
    let order = 'array_position(:categories::text[], a.category::text), a.position, a.id';
    if (filter.query) {
      where.push(`a.search_vector @@ to_tsquery('english', :query)`);
      params.query = filter.query;
      order = `ts_rank(a.search_vector, to_tsquery('english', :query)) desc, a.position, a.id`;
    }
    const from = `from help_articles a where ${where.join(' and ')}`;
    const rows = await this.em.execute<{ id: string; total_count: string }[]>(
      `select a.id, count(*) over () as total_count ${from} order by ${order} limit :limit offset :offset`,
      params as never,
    );
    const total = rows.length
      ? Number(rows[0]!.total_count)
      : filter.page > 1
        ? Number((await this.em.execute<{ n: string }[]>(`select count(*) as n ${from}`, params as never))[0]!.n)
        : 0;
    const articles = rows.length ? await this.em.find(HelpArticle, { id: { $in: rows.map((row) => row.id) } }) : [];
    const byId = new Map(articles.map((article) => [article.id, article]));
    return new Page(
      rows.map((row) => byId.get(row.id)!),
      total,
      filter.page,
      filter.limit,
    );
  }

  /** The most read articles; before readers have opened enough, the featured ones in their order. */
  popular(limit: number): Promise<HelpArticle[]> {
    return this.em.find(HelpArticle, {}, { orderBy: { viewCount: 'desc', featuredRank: 'asc nulls last', position: 'asc', id: 'asc' }, limit });
  }

  findBySlug(slug: string): Promise<HelpArticle | null> {
    return this.em.findOne(HelpArticle, { slug }, { refresh: true });
  }

  /** One more reader (in the statement itself, so readers at once are all counted). */
  async recordView(id: string): Promise<void> {
    await this.em.execute('update help_articles set view_count = view_count + 1 where id = ?', [id]);
  }
}
