import { Migration } from '@mikro-orm/migrations';

export class Migration20261122043000_ClientInvitations extends Migration {
  override name = 'Migration20261122043000_ClientInvitations';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "client_invitations" ("id" uuid not null, "client_id" uuid not null, "coach_id" uuid not null, "code_hash" varchar(255) not null, "email" varchar(255) not null, "status" varchar(255) not null default 'pending', "expires_at" timestamptz not null, "sent_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "client_invitations" add constraint "client_invitations_code_hash_unique" unique ("code_hash");`);
    this.addSql(`create index "client_invitations_coach_id_client_id_index" on "client_invitations" ("coach_id", "client_id");`);
    this.addSql(`create unique index "client_invitations_one_pending_per_client" on "client_invitations" ("client_id") where "status" = 'pending';`);

    this.addSql(
      `alter table "client_invitations" add constraint "client_invitations_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_invitations" add constraint "client_invitations_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_invitations" add constraint "client_invitations_accepted_by_foreign" foreign key ("accepted_by") references "users" ("id") on delete set null;`,
    );

    // One sign-in is linked to at most one client record per business.
    this.addSql(`create unique index "clients_coach_id_user_id_unique" on "clients" ("coach_id", "user_id") where "user_id" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "clients_coach_id_user_id_unique";`);
    this.addSql(`drop table if exists "client_invitations" cascade;`);
  }
}
