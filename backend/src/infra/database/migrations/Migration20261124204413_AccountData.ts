import { Migration } from '@mikro-orm/migrations';

export class Migration20261124204413_AccountData extends Migration {
  override name = 'Migration20261124204413_AccountData';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "data_exports" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "status" varchar(10) not null default 'queued', "progress" smallint not null default 0, "file_key" varchar(255) null, "file_size" int null, "error" text null, "created_at" timestamptz not null, "started_at" timestamptz null, "completed_at" timestamptz null, "expires_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "data_exports_coach_id_index" on "data_exports" ("coach_id");`);
    this.addSql(`create unique index "data_exports_one_in_progress" on "data_exports" ("client_id") where "status" in ('queued', 'running');`);
    this.addSql(`create index "data_exports_expiry_index" on "data_exports" ("expires_at") where "status" = 'ready';`);
    this.addSql(`create index "data_exports_client_id_created_at_index" on "data_exports" ("client_id", "created_at");`);

    this.addSql(
      `create table "account_deletion_requests" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "account_deletion_requests_coach_id_index" on "account_deletion_requests" ("coach_id");`);
    this.addSql(`create index "account_deletion_requests_client_id_index" on "account_deletion_requests" ("client_id");`);
    this.addSql(`alter table "account_deletion_requests" add constraint "account_deletion_requests_code_hash_unique" unique ("code_hash");`);

    this.addSql(
      `alter table "data_exports" add constraint "data_exports_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "data_exports" add constraint "data_exports_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "account_deletion_requests" add constraint "account_deletion_requests_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "account_deletion_requests" add constraint "account_deletion_requests_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_exports" cascade;`);
    this.addSql(`drop table if exists "account_deletion_requests" cascade;`);
  }
}
