import { Migration } from '@mikro-orm/migrations';

export class Migration20261124235649_Reminders extends Migration {
  override name = 'Migration20261124235649_Reminders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "meeting_reminders" ("id" uuid not null, "meeting_id" uuid not null, "kind" varchar(8) not null, "scheduled_for" timestamptz not null, "recipient_id" uuid not null, "recipient_email" varchar(255) not null, "email_key" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "meeting_reminders" add constraint "meeting_reminders_meeting_id_kind_scheduled_for_r_3cd6f_unique" unique ("meeting_id", "kind", "scheduled_for", "recipient_id");`,
    );

    this.addSql(
      `create table "calendar_integrations" ("id" uuid not null, "user_id" uuid not null, "provider" varchar(255) not null, "provider_account_id" varchar(255) null, "access_token" text null, "refresh_token" text null, "token_expires_at" timestamptz null, "calendar_id" varchar(255) null, "is_active" boolean not null default true, "sync_enabled" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "calendar_integrations_user_id_index" on "calendar_integrations" ("user_id");`);

    this.addSql(
      `create table "calendar_feeds" ("id" uuid not null, "coach_id" uuid not null, "owner_id" uuid not null, "client_id" uuid null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "last_read_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "calendar_feeds_owner_id_index" on "calendar_feeds" ("owner_id");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "calendar_feeds" add constraint "calendar_feeds_coach_id_owner_id_unique" unique ("coach_id", "owner_id");`);

    this.addSql(
      `create table "video_platform_integrations" ("id" uuid not null, "user_id" uuid not null, "platform" varchar(255) not null, "api_key" text null, "api_secret" text null, "access_token" text null, "refresh_token" text null, "token_expires_at" timestamptz null, "webhook_url" text null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "video_platform_integrations_user_id_index" on "video_platform_integrations" ("user_id");`);

    this.addSql(`alter table "email_outbox" add "attachments" jsonb null;`);

    this.addSql(
      `alter table "meeting_reminders" add constraint "meeting_reminders_meeting_id_foreign" foreign key ("meeting_id") references "meetings" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "calendar_integrations" add constraint "calendar_integrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "calendar_feeds" add constraint "calendar_feeds_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "video_platform_integrations" add constraint "video_platform_integrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "meeting_reminders" cascade;`);
    this.addSql(`drop table if exists "calendar_integrations" cascade;`);
    this.addSql(`drop table if exists "calendar_feeds" cascade;`);
    this.addSql(`drop table if exists "video_platform_integrations" cascade;`);

    this.addSql(`alter table "email_outbox" drop column "attachments";`);
  }
}
