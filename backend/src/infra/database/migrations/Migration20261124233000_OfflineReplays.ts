import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233000_OfflineReplays extends Migration {
  override name = 'Migration20261124233000_OfflineReplays';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_workouts" add column "log_idempotency_key" uuid null;`);
    this.addSql(
      `alter table "client_workouts" add constraint "client_workouts_client_id_log_idempotency_key_unique" unique ("client_id", "log_idempotency_key");`,
    );
    this.addSql(`alter table "food_log" add column "idempotency_key" uuid null;`);
    this.addSql(`alter table "food_log" add constraint "food_log_client_id_idempotency_key_unique" unique ("client_id", "idempotency_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "food_log" drop constraint "food_log_client_id_idempotency_key_unique";`);
    this.addSql(`alter table "food_log" drop column "idempotency_key";`);
    this.addSql(`alter table "client_workouts" drop constraint "client_workouts_client_id_log_idempotency_key_unique";`);
    this.addSql(`alter table "client_workouts" drop column "log_idempotency_key";`);
  }
}
