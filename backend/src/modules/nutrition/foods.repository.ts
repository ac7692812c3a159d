import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import type { Food } from './entities/food.entity';

/** A food from Open Food Facts, as stored (shared, so no coach). */
export type NewSharedFood = Pick<
  Food,
  'id' | 'name' | 'brand' | 'servingSize' | 'servingUnit' | 'calories' | 'protein' | 'carbs' | 'fat' | 'dataSource' | 'verified'
> &
  Partial<Pick<Food, 'fiber' | 'sugar' | 'sodium' | 'saturatedFat' | 'ingredients' | 'imageUrl' | 'category' | 'externalId' | 'allergens'>> & {
    barcode: string;
  };

export interface FoodSearch {
  search?: string;
  page: number;
  limit: number;
}

/** The words of a search as a prefix query ('chick bre' → 'chick:* & bre:*'); null when it holds no word. */
export function prefixQuery(search: string): string | null {
  const words = search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The food database: the shared foods plus the tenant's own. Every method takes the tenant first; another
 * business's hand-entered foods are never found.
 */
export class FoodsRepository extends EntityRepository<Food> {
  /** A food the tenant may see: a shared one or one of its own. */
  findVisible(tenant: TenantScope, id: string): Promise<Food | null> {
    return this.findOne({ id, $or: [{ coach: null }, { coach: tenant.businessId }] });
  }

  /** The tenant's own food with this barcode first, else the shared one. */
  async findByBarcode(tenant: TenantScope, barcode: string): Promise<Food | null> {
    const foods = await this.find({ barcode, $or: [{ coach: null }, { coach: tenant.businessId }] });
    return foods.find((food) => food.coach) ?? foods[0] ?? null;
  }

  /**
   * A ranked page of foods. Raw SQL: the word match runs on the generated tsvector through two GIN indexes (shared
   * foods, and (coach, words) for the tenant's own), one arm each of a union, so 100 000 foods of other businesses
   * cost nothing (`npm run bench -- foods`). Ranking: the whole name equal to the search, then names starting with
   * it, then the text-search rank, then shorter names.
   */
  async search(tenant: TenantScope, filter: FoodSearch): Promise<Page<Food>> {
    const text = filter.search?.trim().toLowerCase() ?? '';
    const query = text ? prefixQuery(text) : null;
    const connection = this.getEntityManager().getConnection();
    const offset = (filter.page - 1) * filter.limit;
    let rows: (Record<string, unknown> & { total_count: string })[];
    if (text && !query) return new Page([], 0, filter.page, filter.limit);
    if (query) {
      rows = await connection.execute(
        `with q as (select to_tsquery('simple', ?) as q),
         hits as (
           select f.id from food_database f, q where f.coach_id is null and f.search_vector @@ q.q
           union all
           select f.id from food_database f, q where f.coach_id = ? and f.search_vector @@ q.q
         )
         select f.*, count(*) over () as total_count from hits join food_database f on f.id = hits.id, q
          order by (lower(f.name) = ?) desc, (lower(f.name) like ?) desc, ts_rank(f.search_vector, q.q) desc, length(f.name), f.name, f.id
          limit ? offset ?`,
        [query, tenant.businessId, text, likePrefix(text), filter.limit, offset],
      );
    } else {
      rows = await connection.execute(
        `select f.*, count(*) over () as total_count from food_database f
          where f.coach_id is null or f.coach_id = ? order by f.name, f.id limit ? offset ?`,
        [tenant.businessId, filter.limit, offset],
      );
    }
    const total = rows.length ? Number(rows[0]!.total_count) : 0;
    const foods = rows.map(({ total_count: _total, search_vector: _vector, ...row }) => this.map(row));
    return new Page(foods, total, filter.page, filter.limit);
  }

  /**
   * Stores a food looked up in Open Food Facts once: when two lookups of the same code race, the second insert does
   * nothing and both answer the one row (partial unique index on shared barcodes). Raw SQL for `on conflict`.
   */
  async insertSharedOnce(food: NewSharedFood): Promise<Food> {
    const now = new Date();
    await this.createQueryBuilder()
      .insert({ ...food, createdAt: now, updatedAt: now })
      .onConflict()
      .ignore()
      .execute('run');
    return (await this.findOne({ barcode: food.barcode, coach: null }, { refresh: true }))!;
  }
}
