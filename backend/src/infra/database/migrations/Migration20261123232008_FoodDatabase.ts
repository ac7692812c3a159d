import { Migration } from '@mikro-orm/migrations';

export class Migration20261123232008_FoodDatabase extends Migration {
  override name = 'Migration20261123232008_FoodDatabase';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "food_database" ("id" uuid not null, "coach_id" uuid null, "barcode" varchar(14) null, "name" varchar(200) not null, "brand" varchar(200) null, "description" text null, "serving_size" numeric(10,2) not null default 100, "serving_unit" varchar(20) not null default 'g', "calories" numeric(10,2) not null, "protein" numeric(10,2) not null default 0, "carbs" numeric(10,2) not null default 0, "fat" numeric(10,2) not null default 0, "fiber" numeric(10,2) null, "sugar" numeric(10,2) null, "sodium" numeric(10,2) null, "cholesterol" numeric(10,2) null, "saturated_fat" numeric(10,2) null, "vitamin_a" numeric(10,2) null, "vitamin_c" numeric(10,2) null, "calcium" numeric(10,2) null, "iron" numeric(10,2) null, "ingredients" text null, "allergens" text[] not null default '{}', "image_url" text null, "category" varchar(60) null, "data_source" varchar(20) not null, "external_id" varchar(100) null, "verified" boolean not null default false, "price" numeric(10,2) null, "search_vector" tsvector generated always as (to_tsvector('simple', coalesce("name", '') || ' ' || coalesce("brand", ''))) stored, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "food_database_coach_id_index" on "food_database" ("coach_id") where "coach_id" is not null;`);
    this.addSql(`create index "food_database_shared_search_index" on "food_database" using gin ("search_vector") where "coach_id" is null;`);
    this.addSql(
      `create unique index "food_database_coach_barcode_unique" on "food_database" ("coach_id", "barcode") where "coach_id" is not null and "barcode" is not null;`,
    );
    this.addSql(`create unique index "food_database_shared_barcode_unique" on "food_database" ("barcode") where "coach_id" is null and "barcode" is not null;`);

    this.addSql(
      `alter table "food_database" add constraint "food_database_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "food_database" cascade;`);
  }
}
