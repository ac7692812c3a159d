import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234500_SubscriptionEndingNotices extends Migration {
  override name = 'Migration20261124234500_SubscriptionEndingNotices';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "subscription_ending_notices" ("id" uuid not null, "business_id" uuid not null, "kind" varchar(30) not null, "subscription_ref" varchar(255) not null, "period_end" timestamptz not null, "notified_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "subscription_ending_notices_business_id_index" on "subscription_ending_notices" ("business_id");`);
    this.addSql(
      `alter table "subscription_ending_notices" add constraint "subscription_ending_notices_once" unique ("kind", "subscription_ref", "period_end");`,
    );
    this.addSql(
      `alter table "subscription_ending_notices" add constraint "subscription_ending_notices_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "subscription_ending_notices" cascade;`);
  }
}
