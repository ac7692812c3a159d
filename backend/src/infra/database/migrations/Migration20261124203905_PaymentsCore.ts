import { Migration } from '@mikro-orm/migrations';

export class Migration20261124203905_PaymentsCore extends Migration {
  override name = 'Migration20261124203905_PaymentsCore';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "simulated_payment_objects" ("id" text not null, "object" varchar(40) not null, "data" jsonb not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "platform_subscriptions" ("id" uuid not null, "business_id" uuid not null, "stripe_subscription_id" varchar(255) not null, "stripe_customer_id" varchar(255) not null, "status" varchar(30) not null, "price_id" varchar(255) not null, "current_period_start" timestamptz null, "current_period_end" timestamptz null, "cancel_at_period_end" boolean not null default false, "pending_client_secret" varchar(255) null, "state_at" timestamptz not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "platform_subscriptions" add constraint "platform_subscriptions_business_id_unique" unique ("business_id");`);
    this.addSql(
      `alter table "platform_subscriptions" add constraint "platform_subscriptions_stripe_subscription_id_unique" unique ("stripe_subscription_id");`,
    );

    this.addSql(
      `create table "business_payments" ("id" uuid not null, "business_id" uuid not null, "amount" numeric(10,2) not null, "currency" varchar(3) not null default 'usd', "status" varchar(20) not null default 'pending', "payment_type" varchar(30) null, "stripe_payment_intent_id" varchar(255) null, "stripe_invoice_id" varchar(255) null, "due_date" timestamptz null, "paid_at" timestamptz null, "failed_at" timestamptz null, "failure_reason" text null, "failure_count" int not null default 0, "suspension_scheduled" boolean not null default false, "suspension_date" timestamptz null, "grace_period_end" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "business_payments" add constraint "business_payments_stripe_invoice_id_unique" unique ("stripe_invoice_id");`);
    this.addSql(`create index "business_payments_status_grace_period_end_index" on "business_payments" ("status", "grace_period_end");`);
    this.addSql(`create index "business_payments_business_id_created_at_index" on "business_payments" ("business_id", "created_at");`);

    this.addSql(
      `create table "payment_webhook_events" ("id" text not null, "type" varchar(100) not null, "created_at" timestamptz not null, "payload" jsonb not null, "received_at" timestamptz not null, "processed_at" timestamptz null, "outcome" varchar(20) null, primary key ("id"));`,
    );
    this.addSql(`create index "payment_webhook_events_pending_index" on "payment_webhook_events" ("received_at") where "processed_at" is null;`);

    this.addSql(
      `alter table "platform_subscriptions" add constraint "platform_subscriptions_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "business_payments" add constraint "business_payments_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "simulated_payment_objects" cascade;`);
    this.addSql(`drop table if exists "platform_subscriptions" cascade;`);
    this.addSql(`drop table if exists "business_payments" cascade;`);
    this.addSql(`drop table if exists "payment_webhook_events" cascade;`);
  }
}
