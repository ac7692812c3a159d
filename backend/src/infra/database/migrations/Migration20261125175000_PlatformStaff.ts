import { Migration } from '@mikro-orm/migrations';

/** The platform's own team: its members (admin accounts with the permissions their access follows) and pending invitations. */
export class Migration20261125175000_PlatformStaff extends Migration {
  override name = 'Migration20261125175000_PlatformStaff';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "platform_staff" ("id" uuid not null, "member_id" uuid null, "role" varchar(255) null, "permissions" text[] not null default '{}', "departments" text[] not null default '{}', "is_active" boolean not null default true, "email" varchar(254) not null, "invite_code" varchar(255) null, "invite_expires_at" timestamptz null, "joined_at" timestamptz null, "invited_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "platform_staff" add constraint "platform_staff_invite_code_unique" unique ("invite_code");`);
    this.addSql(`create unique index "platform_staff_one_membership" on "platform_staff" ("member_id") where "member_id" is not null;`);
    this.addSql(`create unique index "platform_staff_one_pending_invitation" on "platform_staff" ("email") where "member_id" is null and "is_active";`);
    this.addSql(`create index "platform_staff_is_active_created_at_id_index" on "platform_staff" ("is_active", "created_at", "id");`);

    this.addSql(
      `alter table "platform_staff" add constraint "platform_staff_member_id_foreign" foreign key ("member_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "platform_staff" add constraint "platform_staff_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_staff" cascade;`);
  }
}
