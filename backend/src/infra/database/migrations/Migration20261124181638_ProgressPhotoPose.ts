import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181638_ProgressPhotoPose extends Migration {
  override name = 'Migration20261124181638_ProgressPhotoPose';

  override up(): void | Promise<void> {
    this.addSql(`alter table "progress_photos" add "pose" varchar(10) null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "progress_photos" drop column "pose";`);
  }
}
