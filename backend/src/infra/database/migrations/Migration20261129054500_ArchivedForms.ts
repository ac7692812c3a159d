import { Migration } from '@mikro-orm/migrations';

/**
 * Deleting a form that has submissions archives it (`archived_at`): signed submissions, whose rows cascade from the
 * form, stay with their audit trail; an archived form is gone from the coach's list and from clients.
 */
export class Migration20261129054500_ArchivedForms extends Migration {
  override name = 'Migration20261129054500_ArchivedForms';

  override up(): void | Promise<void> {
    this.addSql(`alter table "custom_forms" add "archived_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "custom_forms" drop column "archived_at";`);
  }
}
