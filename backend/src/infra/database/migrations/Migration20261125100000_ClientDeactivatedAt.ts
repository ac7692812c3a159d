import { Migration } from '@mikro-orm/migrations';

/**
 * When a client was deactivated, so Business Analytics can date churn. Clients inactive before this migration take
 * their last change as the date: the closest record there is of it.
 */
export class Migration20261125100000_ClientDeactivatedAt extends Migration {
  override name = 'Migration20261125100000_ClientDeactivatedAt';

  override up(): void | Promise<void> {
    this.addSql(`alter table "clients" add "deactivated_at" timestamptz null;`);
    this.addSql(`update "clients" set "deactivated_at" = "updated_at" where "is_active" = false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "clients" drop column "deactivated_at";`);
  }
}
