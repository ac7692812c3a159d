import { Migration } from '@mikro-orm/migrations';

export class Migration20261124212900_Coupons extends Migration {
  override name = 'Migration20261124212900_Coupons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "platform_coupons" ("id" text not null, "code" varchar(20) not null, "name" varchar(200) not null, "description" text null, "discount_type" varchar(20) not null, "discount_value" numeric(10,2) not null, "max_uses" int null, "current_uses" int not null default 0, "is_active" boolean not null default true, "valid_from" timestamptz not null, "valid_until" timestamptz null, "minimum_order_value" numeric(10,2) null, "applicable_packages" text[] not null default '{}', "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "platform_coupons" add constraint "platform_coupons_code_unique" unique ("code");`);
    this.addSql(`create index "platform_coupons_created_by_index" on "platform_coupons" ("created_by");`);
    this.addSql(`create index "platform_coupons_created_at_index" on "platform_coupons" ("created_at");`);

    this.addSql(
      `create table "coupon_usage" ("id" uuid not null, "coupon_type" varchar(20) not null, "coupon_id" text not null, "coach_id" uuid null, "used_by" uuid not null, "order_id" text null, "discount_amount" numeric(10,2) not null, "original_amount" numeric(10,2) not null, "final_amount" numeric(10,2) not null, "used_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "coupon_usage_coach_id_index" on "coupon_usage" ("coach_id");`);
    this.addSql(`create index "coupon_usage_used_by_index" on "coupon_usage" ("used_by");`);
    this.addSql(`create index "coupon_usage_coupon_type_coupon_id_index" on "coupon_usage" ("coupon_type", "coupon_id");`);

    this.addSql(
      `create table "client_coupons" ("id" text not null, "coach_id" uuid not null, "code" varchar(20) not null, "name" varchar(200) not null, "description" text null, "discount_type" varchar(20) not null default 'percentage', "discount_value" numeric(10,2) not null, "max_uses" int null, "current_uses" int not null default 0, "is_active" boolean not null default true, "valid_from" timestamptz not null, "valid_until" timestamptz null, "minimum_order_value" numeric(10,2) null, "applicable_packages" text[] not null default '{}', "client_restrictions" text[] not null default '{}', "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_coupons_created_by_index" on "client_coupons" ("created_by");`);
    this.addSql(`create index "client_coupons_coach_id_created_at_index" on "client_coupons" ("coach_id", "created_at");`);
    this.addSql(`alter table "client_coupons" add constraint "client_coupons_coach_id_code_unique" unique ("coach_id", "code");`);

    this.addSql(
      `alter table "platform_coupons" add constraint "platform_coupons_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "coupon_usage" add constraint "coupon_usage_used_by_foreign" foreign key ("used_by") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "client_coupons" add constraint "client_coupons_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_coupons" add constraint "client_coupons_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "platform_coupons" cascade;`);
    this.addSql(`drop table if exists "coupon_usage" cascade;`);
    this.addSql(`drop table if exists "client_coupons" cascade;`);
  }
}
