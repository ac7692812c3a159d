import { Migration } from '@mikro-orm/migrations';

/**
 * 'Log meal': a food-log entry names the planned meal it was logged from and which of its foods it is; a planned meal
 * is logged once a day (one entry per food), so a double tap or an offline replay adds nothing.
 */
export class Migration20261125184500_PlannedMealLog extends Migration {
  override name = 'Migration20261125184500_PlannedMealLog';

  override up(): void | Promise<void> {
    this.addSql(`alter table "food_log" add "plan_meal_id" uuid null, add "plan_item" smallint null;`);
    this.addSql(
      `alter table "food_log" add constraint "food_log_plan_meal_id_foreign" foreign key ("plan_meal_id") references "meal_plan_meals" ("id") on delete set null;`,
    );
    this.addSql(`create index "food_log_plan_meal_id_index" on "food_log" ("plan_meal_id");`);
    this.addSql(
      `alter table "food_log" add constraint "food_log_client_id_plan_meal_id_log_date_plan_item_unique" unique ("client_id", "plan_meal_id", "log_date", "plan_item");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "food_log" drop constraint "food_log_client_id_plan_meal_id_log_date_plan_item_unique";`);
    this.addSql(`drop index "food_log_plan_meal_id_index";`);
    this.addSql(`alter table "food_log" drop constraint "food_log_plan_meal_id_foreign";`);
    this.addSql(`alter table "food_log" drop column "plan_meal_id", drop column "plan_item";`);
  }
}
