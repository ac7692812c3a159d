import { Migration } from '@mikro-orm/migrations';

/** Outbound webhooks: partners' endpoints subscribed to a business's events, and the delivery log (one first delivery per event and endpoint). */
export class Migration20261125120000_Webhooks extends Migration {
  override name = 'Migration20261125120000_Webhooks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "webhook_subscriptions" ("id" uuid not null, "business_id" uuid not null, "url" varchar(2000) not null, "event_types" text[] not null, "secret" varchar(100) not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_subscriptions_business_id_created_at_index" on "webhook_subscriptions" ("business_id", "created_at");`);
    this.addSql(
      `alter table "webhook_subscriptions" add constraint "webhook_subscriptions_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "business_id" uuid not null, "subscription_id" uuid not null, "event_id" uuid not null, "event_type" varchar(60) not null, "body" jsonb not null, "replay_of" uuid null, "status" varchar(20) not null default 'pending', "attempts" int not null default 0, "response_status" int null, "response_body" text null, "duration_ms" int null, "error_message" text null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_business_id_index" on "webhook_deliveries" ("business_id");`);
    this.addSql(`create index "webhook_deliveries_subscription_id_created_at_index" on "webhook_deliveries" ("subscription_id", "created_at");`);
    this.addSql(`create unique index "webhook_deliveries_once" on "webhook_deliveries" ("subscription_id", "event_id") where "replay_of" is null;`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_subscription_id_foreign" foreign key ("subscription_id") references "webhook_subscriptions" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
    this.addSql(`drop table if exists "webhook_subscriptions" cascade;`);
  }
}
