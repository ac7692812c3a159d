import { Migration } from '@mikro-orm/migrations';

export class Migration20261124211824_Packages extends Migration {
  override name = 'Migration20261124211824_Packages';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "coaching_packages" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(200) not null, "description" text null, "price" numeric(10,2) not null, "duration" int not null, "features" text[] not null default '{}', "max_clients" int null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "coaching_packages_coach_id_created_at_index" on "coaching_packages" ("coach_id", "created_at");`);

    this.addSql(
      `create table "client_subscriptions" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "package_id" uuid not null, "start_date" date not null, "end_date" date not null, "status" varchar(20) not null default 'active', "stripe_subscription_id" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_subscriptions_coach_id_index" on "client_subscriptions" ("coach_id");`);
    this.addSql(
      `create unique index "client_subscriptions_client_package_active_unique" on "client_subscriptions" ("client_id", "package_id") where "status" = 'active';`,
    );
    this.addSql(`create index "client_subscriptions_package_id_status_index" on "client_subscriptions" ("package_id", "status");`);
    this.addSql(`create index "client_subscriptions_client_id_created_at_index" on "client_subscriptions" ("client_id", "created_at");`);

    this.addSql(
      `alter table "coaching_packages" add constraint "coaching_packages_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "coaching_packages" add constraint "coaching_packages_values_check" check (price >= 0 and duration >= 1 and (max_clients is null or max_clients >= 1));`,
    );

    this.addSql(
      `alter table "client_subscriptions" add constraint "client_subscriptions_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_subscriptions" add constraint "client_subscriptions_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_subscriptions" add constraint "client_subscriptions_package_id_foreign" foreign key ("package_id") references "coaching_packages" ("id") on delete no action;`,
    );
    this.addSql(
      `alter table "client_subscriptions" add constraint "client_subscriptions_values_check" check (status in ('active', 'cancelled', 'expired') and end_date >= start_date);`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "client_subscriptions" drop constraint "client_subscriptions_package_id_foreign";`);

    this.addSql(`drop table if exists "coaching_packages" cascade;`);
    this.addSql(`drop table if exists "client_subscriptions" cascade;`);
  }
}
