import { Migration } from '@mikro-orm/migrations';

export class Migration20261124001944_BusinessTimeZone extends Migration {
  override name = 'Migration20261124001944_BusinessTimeZone';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "time_zone" varchar(64) not null default 'UTC';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "time_zone";`);
  }
}
