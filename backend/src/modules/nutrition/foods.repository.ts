import type { RequiredEntityData } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FoodDataSource } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { Food } from './entities/food.entity';

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

/** What a food answer needs, from an entity or a plain row. */
export type FoodFields = Omit<Food, 'coach' | 'searchVector' | 'updatedAt'> & { coach?: { id: string } | null };

/** A food a business enters by hand (its own; the business is filled in). */
export type NewOwnFood = Omit<RequiredEntityData<Food>, 'coach'>;

/** Columns of food_database as stored (numerics as text), for the search read without hydration. */
interface FoodRow {
  id: string;
  coach_id: string | null;
  barcode: string | null;
  name: string;
  brand: string | null;
  description: string | null;
  serving_size: string;
  serving_unit: string;
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  fiber: string | null;
  sugar: string | null;
  sodium: string | null;
  cholesterol: string | null;
  saturated_fat: string | null;
  vitamin_a: string | null;
  vitamin_c: string | null;
  calcium: string | null;
  iron: string | null;
  ingredients: string | null;
  allergens: string[];
  image_url: string | null;
  category: string | null;
  data_source: FoodDataSource;
  external_id: string | null;
  verified: boolean;
  price: string | null;
  created_at: Date;
}

const FOOD_COLUMNS =
  'f.id, f.coach_id, f.barcode, f.name, f.brand, f.description, f.serving_size, f.serving_unit, f.calories, f.protein, f.carbs, f.fat, f.fiber, f.sugar, ' +
  'f.sodium, f.cholesterol, f.saturated_fat, f.vitamin_a, f.vitamin_c, f.calcium, f.iron, f.ingredients, f.allergens, f.image_url, f.category, ' +
  'f.data_source, f.external_id, f.verified, f.price, f.created_at';

const decimal = (value: string | null) => (value === null ? null : Number(value));

function fromRow(row: FoodRow): FoodFields {
  return {
    id: row.id,
    coach: row.coach_id ? { id: row.coach_id } : null,
    barcode: row.barcode,
    name: row.name,
    brand: row.brand,
    description: row.description,
    servingSize: Number(row.serving_size),
    servingUnit: row.serving_unit,
    calories: Number(row.calories),
    protein: Number(row.protein),
    carbs: Number(row.carbs),
    fat: Number(row.fat),
    fiber: decimal(row.fiber),
    sugar: decimal(row.sugar),
    sodium: decimal(row.sodium),
    cholesterol: decimal(row.cholesterol),
    saturatedFat: decimal(row.saturated_fat),
    vitaminA: decimal(row.vitamin_a),
    vitaminC: decimal(row.vitamin_c),
    calcium: decimal(row.calcium),
    iron: decimal(row.iron),
    ingredients: row.ingredients,
    allergens: row.allergens,
    imageUrl: row.image_url,
    category: row.category,
    dataSource: row.data_source,
    externalId: row.external_id,
    verified: row.verified,
    price: decimal(row.price),
    createdAt: new Date(row.created_at),
  };
}

const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The food database (`@TenantOwned('coach', { shared: true })`): the shared foods (no coach: shipped with the product
 * or stored from Open Food Facts) plus the tenant's own. Reads see both; writes reach only the tenant's own, except
 * `storeShared`, the one way a shared food is written. Another business's hand-entered foods are never found.
 */
@Injectable()
export class FoodsRepository extends TenantRepository<Food> {
  constructor(em: EntityManager) {
    super(em, Food);
  }

  /** A food the tenant may see: a shared one or one of its own. */
  findVisible(tenant: TenantScope, id: string): Promise<Food | null> {
    return this.findOne(tenant, { id });
  }

  /** The tenant's own food with this barcode first, else the shared one. */
  async findByBarcode(tenant: TenantScope, barcode: string): Promise<Food | null> {
    const foods = await this.find(tenant, { barcode });
    return foods.find((food) => food.coach) ?? foods[0] ?? null;
  }

  /** Shared foods by their exact names (the demo seed builds its meals from them). */
  sharedByName(tenant: TenantScope, names: string[]): Promise<Food[]> {
    return names.length ? this.find(tenant, { name: { $in: names }, coach: null }) : Promise.resolve([]);
  }

  /** A food the tenant enters by hand, its own (saved with the next flush). */
  add(tenant: TenantScope, fields: NewOwnFood): Food {
    return this.create(tenant, fields);
  }

  /**
   * A ranked page of foods, as plain rows. Raw SQL: the word match runs on the generated tsvector, one arm of a union
   * for the shared foods (their GIN index) and one for the tenant's own (the coach index), so 100 000 foods of other
   * businesses cost nothing (`npm run bench -- foods foods-100k`); rows are mapped without entity hydration, which
   * cost more than the query. Ranking: the whole name equal to the search, then names starting with it, then the
   * text-search rank, then shorter names.
   */
  async search(tenant: TenantScope, filter: FoodSearch): Promise<Page<FoodFields>> {
    const text = filter.search?.trim().toLowerCase() ?? '';
    const query = text ? prefixQuery(text) : null;
    const page = { limit: filter.limit, offset: (filter.page - 1) * filter.limit };
    let rows: (FoodRow & { total_count: string })[];
    if (text && !query) return new Page([], 0, filter.page, filter.limit);
    if (query) {
      rows = await this.sql(
        tenant,
        `with q as (select to_tsquery('simple', :query) as q),
         hits as (
           select f.id from food_database f, q where f.coach_id is null and f.search_vector @@ q.q
           union all
           select f.id from food_database f, q where f.coach_id = :tenant and f.search_vector @@ q.q
         )
         select ${FOOD_COLUMNS}, count(*) over () as total_count from hits join food_database f on f.id = hits.id, q
          order by (lower(f.name) = :text) desc, (lower(f.name) like :prefix) desc, ts_rank(f.search_vector, q.q) desc, length(f.name), f.name, f.id
          limit :limit offset :offset`,
        { query, text, prefix: likePrefix(text), ...page },
      );
    } else {
      rows = await this.sql(
        tenant,
        `select ${FOOD_COLUMNS}, count(*) over () as total_count from food_database f
          where f.coach_id is null or f.coach_id = :tenant order by f.name, f.id limit :limit offset :offset`,
        page,
      );
    }
    const total = rows.length ? Number(rows[0]!.total_count) : 0;
    return new Page(rows.map(fromRow), total, filter.page, filter.limit);
  }

  /**
   * Stores a food looked up in Open Food Facts for every business, once, and answers it as the tenant reads it.
   *
   * @crossTenant A shared food has no owner, so no tenant's scoping can write it. The write stays safe because it is
   * an insert only (`on conflict do nothing`: it never changes an existing row, shared or a business's own), its
   * values come from Open Food Facts (`foodFromOpenFoodFacts`), never from a business's input other than the scanned
   * barcode, and the row is shared by design (`coach_id` null). When two lookups of the same code race, the second
   * insert does nothing (partial unique index on shared barcodes) and both answer the one row, read back through the
   * tenant's scope. Raw SQL for `on conflict`.
   */
  async storeShared(tenant: TenantScope, food: NewSharedFood): Promise<Food> {
    await this.acrossTenants.sql(
      `insert into food_database (id, coach_id, barcode, name, brand, serving_size, serving_unit, calories, protein, carbs, fat,
                                  fiber, sugar, sodium, saturated_fat, ingredients, allergens, image_url, category, data_source,
                                  external_id, verified, created_at, updated_at)
       values (:id, null, :barcode, :name, :brand, :servingSize, :servingUnit, :calories, :protein, :carbs, :fat,
               :fiber, :sugar, :sodium, :saturatedFat, :ingredients, array[:allergens]::text[], :imageUrl, :category, :dataSource,
               :externalId, :verified, now(), now())
       on conflict do nothing`,
      {
        id: food.id,
        barcode: food.barcode,
        name: food.name,
        brand: food.brand ?? null,
        servingSize: food.servingSize,
        servingUnit: food.servingUnit,
        calories: food.calories,
        protein: food.protein,
        carbs: food.carbs,
        fat: food.fat,
        fiber: food.fiber ?? null,
        sugar: food.sugar ?? null,
        sodium: food.sodium ?? null,
        saturatedFat: food.saturatedFat ?? null,
        ingredients: food.ingredients ?? null,
        allergens: food.allergens ?? [],
        imageUrl: food.imageUrl ?? null,
        category: food.category ?? null,
        dataSource: food.dataSource,
        externalId: food.externalId ?? null,
        verified: food.verified,
      },
      'run',
    );
    return (await this.findOne(tenant, { barcode: food.barcode, coach: null }, { refresh: true }))!;
  }
}
