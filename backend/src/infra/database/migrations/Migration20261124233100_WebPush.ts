import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233100_WebPush extends Migration {
  override name = 'Migration20261124233100_WebPush';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "endpoint" text not null, "p256dh" varchar(200) not null, "auth" varchar(100) not null, "user_agent" varchar(500) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "push_subscriptions_coach_id_index" on "push_subscriptions" ("coach_id");`);
    this.addSql(`alter table "push_subscriptions" add constraint "push_subscriptions_client_id_endpoint_unique" unique ("client_id", "endpoint");`);
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "client_notification_preferences" ("id" uuid not null, "client_id" uuid not null, "coach_id" uuid not null, "new_message" boolean not null default true, "workout_assigned" boolean not null default true, "habit_reminders" boolean not null default true, "upcoming_session" boolean not null default true, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "client_notification_preferences" add constraint "client_notification_preferences_client_id_unique" unique ("client_id");`);
    this.addSql(`create index "client_notification_preferences_coach_id_index" on "client_notification_preferences" ("coach_id");`);
    this.addSql(
      `alter table "client_notification_preferences" add constraint "client_notification_preferences_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_notification_preferences" add constraint "client_notification_preferences_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "web_push_keys" ("id" smallint not null default 1, "public_key" varchar(100) not null, "private_key" varchar(100) not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "web_push_keys" cascade;`);
    this.addSql(`drop table if exists "client_notification_preferences" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
  }
}
