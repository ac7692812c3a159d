import { Migration } from '@mikro-orm/migrations';

/**
 * A sign-in is linked to at most one client record (the client portal serves one coach): the per-business unique index
 * becomes one over `user_id`. A sign-in that two businesses had linked keeps its oldest record (the one its portal
 * already showed); the newer links are undone, so those businesses see the client as not linked and may invite again.
 */
export class Migration20261124174500_OneClientRecordPerSignIn extends Migration {
  override name = 'Migration20261124174500_OneClientRecordPerSignIn';

  override up(): void | Promise<void> {
    this.addSql(`update "clients" c set "user_id" = null, "updated_at" = now()
      where c."user_id" is not null
        and c."id" <> (select first."id" from "clients" first where first."user_id" = c."user_id" order by first."created_at" asc, first."id" asc limit 1);`);
    this.addSql(`drop index if exists "clients_coach_id_user_id_unique";`);
    this.addSql(`create unique index "clients_user_id_unique" on "clients" ("user_id") where "user_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "clients_user_id_unique";`);
    this.addSql(`create unique index "clients_coach_id_user_id_unique" on "clients" ("coach_id", "user_id") where "user_id" is not null;`);
  }
}
