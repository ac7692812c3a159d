import { Migration } from '@mikro-orm/migrations';

export class Migration20261124001404_RecipePacks extends Migration {
  override name = 'Migration20261124001404_RecipePacks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "recipe_packs" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(200) not null, "description" text null, "theme" varchar(100) null, "difficulty" varchar(20) not null default 'beginner', "prep_time_total" int null, "servings" int not null default 4, "image_url" text null, "tags" text[] not null default '{}', "is_public" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "recipe_packs_coach_id_created_at_index" on "recipe_packs" ("coach_id", "created_at");`);

    this.addSql(
      `create table "recipe_pack_meals" ("id" uuid not null, "recipe_pack_id" uuid not null, "meal_id" uuid not null, "order_index" int not null default 0, "day_number" int not null, "meal_type" varchar(20) not null, primary key ("id"));`,
    );
    this.addSql(`create index "recipe_pack_meals_meal_id_index" on "recipe_pack_meals" ("meal_id");`);
    this.addSql(`create index "recipe_pack_meals_recipe_pack_id_day_number_index" on "recipe_pack_meals" ("recipe_pack_id", "day_number");`);

    this.addSql(
      `create table "client_recipe_packs" ("id" uuid not null, "client_id" uuid not null, "recipe_pack_id" uuid not null, "assigned_date" date not null, "start_date" date null, "status" varchar(20) not null default 'assigned', "progress" int not null default 0, "feedback" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_recipe_packs_recipe_pack_id_index" on "client_recipe_packs" ("recipe_pack_id");`);
    this.addSql(
      `alter table "client_recipe_packs" add constraint "client_recipe_packs_client_id_recipe_pack_id_unique" unique ("client_id", "recipe_pack_id");`,
    );

    this.addSql(
      `alter table "recipe_packs" add constraint "recipe_packs_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "recipe_pack_meals" add constraint "recipe_pack_meals_recipe_pack_id_foreign" foreign key ("recipe_pack_id") references "recipe_packs" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "recipe_pack_meals" add constraint "recipe_pack_meals_meal_id_foreign" foreign key ("meal_id") references "meals" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "client_recipe_packs" add constraint "client_recipe_packs_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_recipe_packs" add constraint "client_recipe_packs_recipe_pack_id_foreign" foreign key ("recipe_pack_id") references "recipe_packs" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "recipe_pack_meals" drop constraint "recipe_pack_meals_recipe_pack_id_foreign";`);
    this.addSql(`alter table "client_recipe_packs" drop constraint "client_recipe_packs_recipe_pack_id_foreign";`);

    this.addSql(`drop table if exists "recipe_packs" cascade;`);
    this.addSql(`drop table if exists "recipe_pack_meals" cascade;`);
    this.addSql(`drop table if exists "client_recipe_packs" cascade;`);
  }
}
