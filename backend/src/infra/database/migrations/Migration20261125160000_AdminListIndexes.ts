import { Migration } from '@mikro-orm/migrations';

/**
 * The platform admin's lists at a million clients (`npm run bench -- admin`): the newest rows by an index in the list's
 * order instead of sorting every row, and name and e-mail search by trigram indexes instead of reading every row.
 * users (role, created_at, id) replaces users (role), which its first column serves.
 */
export class Migration20261125160000_AdminListIndexes extends Migration {
  override name = 'Migration20261125160000_AdminListIndexes';

  override up(): void | Promise<void> {
    this.addSql(`create index "clients_created_at_id_index" on "clients" ("created_at", "id");`);
    this.addSql(`create index "clients_full_name_trgm_index" on "clients" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`);
    this.addSql(`create index "clients_email_trgm_index" on "clients" using gin ("email" gin_trgm_ops);`);
    this.addSql(`create index "users_role_created_at_id_index" on "users" ("role", "created_at", "id");`);
    this.addSql(`drop index "users_role_index";`);
    this.addSql(`create index "users_full_name_trgm_index" on "users" using gin (("first_name" || ' ' || "last_name") gin_trgm_ops);`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin ("email" gin_trgm_ops);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "users_email_trgm_index";`);
    this.addSql(`drop index if exists "users_full_name_trgm_index";`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`drop index if exists "users_role_created_at_id_index";`);
    this.addSql(`drop index if exists "clients_email_trgm_index";`);
    this.addSql(`drop index if exists "clients_full_name_trgm_index";`);
    this.addSql(`drop index if exists "clients_created_at_id_index";`);
  }
}
