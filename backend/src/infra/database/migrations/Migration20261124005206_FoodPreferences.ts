import { Migration } from '@mikro-orm/migrations';

export class Migration20261124005206_FoodPreferences extends Migration {
  override name = 'Migration20261124005206_FoodPreferences';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "client_food_preferences" ("id" uuid not null, "client_id" uuid not null, "food_id" uuid null, "food_name" varchar(200) not null, "preference_type" varchar(20) not null, "intensity" int not null default 5, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_food_preferences_food_id_index" on "client_food_preferences" ("food_id");`);
    this.addSql(`create index "client_food_preferences_client_id_created_at_index" on "client_food_preferences" ("client_id", "created_at");`);

    this.addSql(
      `alter table "client_food_preferences" add constraint "client_food_preferences_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_food_preferences" add constraint "client_food_preferences_food_id_foreign" foreign key ("food_id") references "food_database" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "client_food_preferences" cascade;`);
  }
}
