import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000859_ShoppingLists extends Migration {
  override name = 'Migration20261124000859_ShoppingLists';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "shopping_lists" ("id" uuid not null, "client_id" uuid not null, "coach_id" uuid not null, "week_start_date" date not null, "week_end_date" date not null, "total_estimated_cost" numeric(10,2) null, "status" varchar(20) not null default 'draft', "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "shopping_lists_coach_id_index" on "shopping_lists" ("coach_id");`);
    this.addSql(`alter table "shopping_lists" add constraint "shopping_lists_client_id_week_start_date_unique" unique ("client_id", "week_start_date");`);

    this.addSql(
      `create table "shopping_list_items" ("id" uuid not null, "shopping_list_id" uuid not null, "food_id" uuid null, "food_name" varchar(200) not null, "category" varchar(60) null, "quantity" numeric(10,2) not null, "unit" varchar(20) not null, "estimated_price" numeric(10,2) null, "barcode" varchar(14) null, "brand" varchar(200) null, "is_purchased" boolean not null default false, "notes" text null, primary key ("id"));`,
    );
    this.addSql(`create index "shopping_list_items_food_id_index" on "shopping_list_items" ("food_id");`);
    this.addSql(`create index "shopping_list_items_shopping_list_id_category_index" on "shopping_list_items" ("shopping_list_id", "category");`);

    this.addSql(
      `alter table "shopping_lists" add constraint "shopping_lists_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "shopping_lists" add constraint "shopping_lists_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "shopping_list_items" add constraint "shopping_list_items_shopping_list_id_foreign" foreign key ("shopping_list_id") references "shopping_lists" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "shopping_list_items" add constraint "shopping_list_items_food_id_foreign" foreign key ("food_id") references "food_database" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shopping_list_items" drop constraint "shopping_list_items_shopping_list_id_foreign";`);

    this.addSql(`drop table if exists "shopping_lists" cascade;`);
    this.addSql(`drop table if exists "shopping_list_items" cascade;`);
  }
}
