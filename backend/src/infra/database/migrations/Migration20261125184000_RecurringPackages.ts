import { Migration } from '@mikro-orm/migrations';

/**
 * Recurring packages: a package bills once (billing_interval null) or every month or year through a provider
 * subscription on the coach's account. A client's subscription to it follows the provider's period and may be set to
 * end at the period's end; each renewal is a client payment of its own, one per provider invoice.
 */
export class Migration20261125184000_RecurringPackages extends Migration {
  override name = 'Migration20261125184000_RecurringPackages';

  override up(): void | Promise<void> {
    this.addSql(`alter table "coaching_packages" add column "billing_interval" varchar(10) null;`);
    this.addSql(
      `alter table "coaching_packages" add constraint "coaching_packages_billing_interval_check" check (billing_interval is null or billing_interval in ('month', 'year'));`,
    );
    this.addSql(
      `alter table "client_subscriptions" add column "billing_interval" varchar(10) null, add column "cancel_at_period_end" boolean not null default false;`,
    );
    this.addSql(`create index "client_subscriptions_stripe_subscription_id_index" on "client_subscriptions" ("stripe_subscription_id");`);
    this.addSql(`alter table "client_payments" add column "stripe_invoice_id" varchar(255) null, add column "stripe_subscription_id" varchar(255) null;`);
    this.addSql(`alter table "client_payments" add constraint "client_payments_stripe_invoice_id_unique" unique ("stripe_invoice_id");`);
    this.addSql(`create index "client_payments_stripe_subscription_id_index" on "client_payments" ("stripe_subscription_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "client_payments_stripe_subscription_id_index";`);
    this.addSql(`alter table "client_payments" drop constraint "client_payments_stripe_invoice_id_unique";`);
    this.addSql(`alter table "client_payments" drop column "stripe_invoice_id", drop column "stripe_subscription_id";`);
    this.addSql(`drop index "client_subscriptions_stripe_subscription_id_index";`);
    this.addSql(`alter table "client_subscriptions" drop column "billing_interval", drop column "cancel_at_period_end";`);
    this.addSql(`alter table "coaching_packages" drop constraint "coaching_packages_billing_interval_check";`);
    this.addSql(`alter table "coaching_packages" drop column "billing_interval";`);
  }
}
