import { Migration } from '@mikro-orm/migrations';

export class Migration20261124233900_ClientPayments extends Migration {
  override name = 'Migration20261124233900_ClientPayments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "client_payments" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "package_id" uuid null, "booking_id" uuid null, "amount" numeric(10,2) not null, "original_amount" numeric(10,2) not null, "discount_amount" numeric(10,2) not null default 0, "coupon_code" varchar(100) null, "application_fee_amount" int not null default 0, "amount_refunded" numeric(10,2) not null default 0, "currency" varchar(3) not null default 'usd', "status" varchar(20) not null default 'pending', "payment_type" varchar(30) not null, "stripe_payment_intent_id" varchar(255) null, "client_secret" text null, "stripe_connect_account_id" varchar(255) null, "idempotency_key" varchar(100) not null, "due_date" timestamptz null, "paid_at" timestamptz null, "failed_at" timestamptz null, "failure_reason" text null, "client_access_suspended" boolean not null default false, "suspension_date" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "client_payments" add constraint "client_payments_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`);
    this.addSql(`create index "client_payments_coach_id_created_at_index" on "client_payments" ("coach_id", "created_at");`);
    this.addSql(`create index "client_payments_coach_id_paid_at_index" on "client_payments" ("coach_id", "paid_at");`);
    this.addSql(`create index "client_payments_client_id_created_at_index" on "client_payments" ("client_id", "created_at");`);
    this.addSql(`create unique index "client_payments_client_idempotency_key_unique" on "client_payments" ("client_id", "idempotency_key");`);
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_package_id_foreign" foreign key ("package_id") references "coaching_packages" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_values_check" check (status in ('pending', 'paid', 'failed', 'partially_refunded', 'refunded') and amount >= 0 and amount_refunded >= 0 and amount_refunded <= amount and application_fee_amount >= 0);`,
    );

    this.addSql(
      `create table "client_payment_refunds" ("id" uuid not null, "coach_id" uuid not null, "payment_id" uuid not null, "amount" numeric(10,2) not null, "stripe_refund_id" varchar(255) not null, "created_by" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "client_payment_refunds" add constraint "client_payment_refunds_stripe_refund_id_unique" unique ("stripe_refund_id");`);
    this.addSql(`create index "client_payment_refunds_payment_id_index" on "client_payment_refunds" ("payment_id");`);
    this.addSql(`create index "client_payment_refunds_coach_id_created_at_index" on "client_payment_refunds" ("coach_id", "created_at");`);
    this.addSql(
      `alter table "client_payment_refunds" add constraint "client_payment_refunds_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_payment_refunds" add constraint "client_payment_refunds_payment_id_foreign" foreign key ("payment_id") references "client_payments" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "client_payment_refunds" add constraint "client_payment_refunds_amount_check" check (amount > 0);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "client_payment_refunds" cascade;`);
    this.addSql(`drop table if exists "client_payments" cascade;`);
  }
}
