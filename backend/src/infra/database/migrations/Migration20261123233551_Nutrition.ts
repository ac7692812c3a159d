import { Migration } from '@mikro-orm/migrations';

export class Migration20261123233551_Nutrition extends Migration {
  override name = 'Migration20261123233551_Nutrition';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "meal_plans" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(200) not null, "description" text null, "target_calories" int null, "target_protein" int null, "target_carbs" int null, "target_fat" int null, "duration" int not null default 7, "is_template" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "meal_plans_coach_id_created_at_index" on "meal_plans" ("coach_id", "created_at");`);

    this.addSql(
      `create table "meals" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(200) not null, "description" text null, "category" varchar(20) not null, "calories" numeric(10,1) not null default 0, "protein" numeric(10,1) not null default 0, "carbs" numeric(10,1) not null default 0, "fat" numeric(10,1) not null default 0, "fiber" numeric(10,1) not null default 0, "ingredients" jsonb not null, "instructions" text null, "prep_time" int null, "cook_time" int null, "servings" int not null default 1, "image_key" varchar(255) null, "is_recipe" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "meals_coach_id_created_at_index" on "meals" ("coach_id", "created_at");`);
    this.addSql(`create index "meals_coach_id_category_index" on "meals" ("coach_id", "category");`);

    this.addSql(
      `create table "meal_plan_meals" ("id" uuid not null, "meal_plan_id" uuid not null, "meal_id" uuid not null, "day" int not null, "meal_type" varchar(20) not null, "order_index" int not null default 0, primary key ("id"));`,
    );
    this.addSql(`create index "meal_plan_meals_meal_id_index" on "meal_plan_meals" ("meal_id");`);
    this.addSql(`create index "meal_plan_meals_meal_plan_id_day_index" on "meal_plan_meals" ("meal_plan_id", "day");`);

    this.addSql(
      `create table "food_log" ("id" uuid not null, "client_id" uuid not null, "food_id" uuid null, "meal_id" uuid null, "food_name" varchar(200) not null, "log_date" date not null, "meal_type" varchar(20) not null, "serving_size" numeric(10,2) not null, "serving_unit" varchar(20) not null, "actual_calories" numeric(10,1) not null, "actual_protein" numeric(10,1) not null, "actual_carbs" numeric(10,1) not null, "actual_fat" numeric(10,1) not null, "scan_method" varchar(20) not null, "barcode" varchar(14) null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "food_log_food_id_index" on "food_log" ("food_id");`);
    this.addSql(`create index "food_log_meal_id_index" on "food_log" ("meal_id");`);
    this.addSql(`create index "food_log_client_id_log_date_index" on "food_log" ("client_id", "log_date");`);

    this.addSql(
      `create table "client_meal_plans" ("id" uuid not null, "client_id" uuid not null, "meal_plan_id" uuid not null, "start_date" date not null, "end_date" date null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_meal_plans_meal_plan_id_index" on "client_meal_plans" ("meal_plan_id");`);
    this.addSql(`create index "client_meal_plans_client_id_start_date_index" on "client_meal_plans" ("client_id", "start_date");`);
    this.addSql(
      `alter table "client_meal_plans" add constraint "client_meal_plans_client_id_meal_plan_id_start_date_unique" unique ("client_id", "meal_plan_id", "start_date");`,
    );

    this.addSql(
      `create table "client_macro_goals" ("id" uuid not null, "client_id" uuid not null, "coach_id" uuid not null, "daily_calories" int not null, "daily_protein" int not null, "daily_carbs" int not null, "daily_fat" int not null, "weekly_calories" int null, "effective_date" date not null, "notes" text null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_macro_goals_coach_id_index" on "client_macro_goals" ("coach_id");`);
    this.addSql(
      `create index "client_macro_goals_client_id_effective_date_created_at_index" on "client_macro_goals" ("client_id", "effective_date", "created_at");`,
    );

    this.addSql(`alter table "meal_plans" add constraint "meal_plans_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "meals" add constraint "meals_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);

    this.addSql(
      `alter table "meal_plan_meals" add constraint "meal_plan_meals_meal_plan_id_foreign" foreign key ("meal_plan_id") references "meal_plans" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "meal_plan_meals" add constraint "meal_plan_meals_meal_id_foreign" foreign key ("meal_id") references "meals" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "food_log" add constraint "food_log_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`);
    this.addSql(
      `alter table "food_log" add constraint "food_log_food_id_foreign" foreign key ("food_id") references "food_database" ("id") on delete set null;`,
    );
    this.addSql(`alter table "food_log" add constraint "food_log_meal_id_foreign" foreign key ("meal_id") references "meals" ("id") on delete set null;`);

    this.addSql(
      `alter table "client_meal_plans" add constraint "client_meal_plans_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_meal_plans" add constraint "client_meal_plans_meal_plan_id_foreign" foreign key ("meal_plan_id") references "meal_plans" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "client_macro_goals" add constraint "client_macro_goals_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_macro_goals" add constraint "client_macro_goals_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "meal_plan_meals" drop constraint "meal_plan_meals_meal_plan_id_foreign";`);
    this.addSql(`alter table "client_meal_plans" drop constraint "client_meal_plans_meal_plan_id_foreign";`);
    this.addSql(`alter table "meal_plan_meals" drop constraint "meal_plan_meals_meal_id_foreign";`);
    this.addSql(`alter table "food_log" drop constraint "food_log_meal_id_foreign";`);

    this.addSql(`drop table if exists "meal_plans" cascade;`);
    this.addSql(`drop table if exists "meals" cascade;`);
    this.addSql(`drop table if exists "meal_plan_meals" cascade;`);
    this.addSql(`drop table if exists "food_log" cascade;`);
    this.addSql(`drop table if exists "client_meal_plans" cascade;`);
    this.addSql(`drop table if exists "client_macro_goals" cascade;`);
  }
}
