import { Migration } from '@mikro-orm/migrations';

export class Migration20261124182600_UserUnits extends Migration {
  override name = 'Migration20261124182600_UserUnits';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" add "units" varchar(10) not null default 'imperial';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" drop column "units";`);
  }
}
