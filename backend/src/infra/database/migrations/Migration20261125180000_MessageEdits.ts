import { Migration } from '@mikro-orm/migrations';

/** A message's sender may edit or delete it shortly after sending: when it was edited, and when deleted (kept in place, emptied). */
export class Migration20261125180000_MessageEdits extends Migration {
  override name = 'Migration20261125180000_MessageEdits';

  override up(): void | Promise<void> {
    this.addSql(`alter table "messages" add column "edited_at" timestamptz null, add column "deleted_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "messages" drop column "edited_at", drop column "deleted_at";`);
  }
}
