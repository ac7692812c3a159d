import { type Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FoodDataSource } from '@coachcore/domain';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../common/tenancy/tenant-owned';
import { User } from '../../users/entities/user.entity';
import { DecimalProperty } from '../../../common/database/decimal-property';

const NUTRIENT = { precision: 10, scale: 2, nullable: true } as const;

/**
 * One food of the food database (document 2 section 3, food_database), with its nutrients per serving. Foods that
 * ship with the product or come from Open Food Facts have no coach and are shared by every business; foods a coach
 * or client enters by hand belong to their business (`coach`). A barcode names one shared food, and one food per business.
 */
@Entity({ tableName: 'food_database' })
@TenantOwned('coach', { shared: true })
@Index({
  name: 'food_database_shared_barcode_unique',
  expression: 'create unique index "food_database_shared_barcode_unique" on "food_database" ("barcode") where "coach_id" is null and "barcode" is not null',
})
@Index({
  name: 'food_database_coach_barcode_unique',
  expression:
    'create unique index "food_database_coach_barcode_unique" on "food_database" ("coach_id", "barcode") where "coach_id" is not null and "barcode" is not null',
})
// Search (npm run bench -- foods foods-100k): shared foods through their GIN index on the words; a business's own
// foods (a few hundred at most) through the coach, then the words. A GIN on (coach, words) was 10× slower: the
// prefix expands over every business's words before the coach narrows them.
@Index({
  name: 'food_database_shared_search_index',
  expression: 'create index "food_database_shared_search_index" on "food_database" using gin ("search_vector") where "coach_id" is null',
})
@Index({
  name: 'food_database_coach_id_index',
  expression: 'create index "food_database_coach_id_index" on "food_database" ("coach_id") where "coach_id" is not null',
})
export class Food {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The business a hand-entered food belongs to; null for the shared database. */
  @ManyToOne(() => User, { fieldName: 'coach_id', nullable: true, deleteRule: 'cascade' })
  coach?: User | null;

  @Property({ length: 14, nullable: true })
  barcode?: string | null;

  @Property({ length: 200 })
  name: string;

  @Property({ length: 200, nullable: true })
  brand?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @DecimalProperty({ precision: 10, scale: 2, default: 100 })
  servingSize: number & Opt = 100;

  @Property({ length: 20, default: 'g' })
  servingUnit: string & Opt = 'g';

  @DecimalProperty({ precision: 10, scale: 2 })
  calories: number;

  @DecimalProperty({ precision: 10, scale: 2, default: 0 })
  protein: number & Opt = 0;

  @DecimalProperty({ precision: 10, scale: 2, default: 0 })
  carbs: number & Opt = 0;

  @DecimalProperty({ precision: 10, scale: 2, default: 0 })
  fat: number & Opt = 0;

  @DecimalProperty(NUTRIENT) fiber?: number | null;
  @DecimalProperty(NUTRIENT) sugar?: number | null;
  /** Milligrams. */
  @DecimalProperty(NUTRIENT) sodium?: number | null;
  /** Milligrams. */
  @DecimalProperty(NUTRIENT) cholesterol?: number | null;
  @DecimalProperty(NUTRIENT) saturatedFat?: number | null;
  @DecimalProperty(NUTRIENT) vitaminA?: number | null;
  @DecimalProperty(NUTRIENT) vitaminC?: number | null;
  @DecimalProperty(NUTRIENT) calcium?: number | null;
  @DecimalProperty(NUTRIENT) iron?: number | null;

  @Property({ type: 'text', nullable: true })
  ingredients?: string | null;

  @Property({ type: 'text[]', defaultRaw: "'{}'" })
  allergens: string[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  imageUrl?: string | null;

  @Property({ length: 60, nullable: true })
  category?: string | null;

  @Property({ length: 20 })
  dataSource: FoodDataSource;

  @Property({ length: 100, nullable: true })
  externalId?: string | null;

  @Property({ default: false })
  verified: boolean & Opt = false;

  /** Estimated price of one serving, where known (shopping-list costs). */
  @DecimalProperty({ precision: 10, scale: 2, nullable: true })
  price?: number | null;

  /** Words of the name and brand, for the indexed search. */
  @Property({
    type: 'tsvector',
    generated: `(to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("brand", ''))) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: Opt<unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
