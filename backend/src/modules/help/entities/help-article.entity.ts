import { type Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { HelpCategory } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';

/**
 * A Help Center article, the platform's own content (the same for every business): written for CoachCore and shipped
 * by its migration. The search vector covers the title, summary, body and steps.
 */
@Entity({ tableName: 'help_articles' })
@Index({ properties: ['category', 'position'] })
@Index({
  name: 'help_articles_popularity_index',
  expression: 'create index "help_articles_popularity_index" on "help_articles" ("view_count" desc, "featured_rank" asc nulls last, "position")',
})
@Index({
  name: 'help_articles_search_index',
  expression: 'create index "help_articles_search_index" on "help_articles" using gin ("search_vector")',
})
export class HelpArticle {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 100, unique: true })
  slug: string;

  @Property({ length: 40 })
  category: HelpCategory;

  @Property({ length: 200 })
  title: string;

  @Property({ length: 500 })
  summary: string;

  @Property({ type: 'text' })
  body: string;

  /** The step list, in order. */
  @Property({ type: 'jsonb', default: '[]' })
  steps: string[] & Opt = [];

  /** How long reading (or watching) it takes. */
  @Property({ type: 'integer' })
  durationMinutes: number;

  /** Whether the article comes with a video walkthrough. */
  @Property({ default: false })
  hasVideo: boolean & Opt = false;

  /** Its place on the Popular Articles card before readers' views decide; null when not featured. */
  @Property({ type: 'integer', nullable: true })
  featuredRank?: number | null;

  /** Its place in its category's reading order. */
  @Property({ type: 'integer' })
  position: number;

  /** How often it was opened: the Popular Articles card's order. */
  @Property({ type: 'integer', default: 0 })
  viewCount: number & Opt = 0;

  /** Words of the title, summary, body and steps, weighted in that order, for the indexed search. */
  @Property({
    type: 'tsvector',
    generated: `(setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "summary"), 'B') || setweight(to_tsvector('english', "body"), 'C') || setweight(jsonb_to_tsvector('english', "steps", '["string"]'), 'C')) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: Opt<unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz' })
  updatedAt: Date & Opt = new Date();
}
