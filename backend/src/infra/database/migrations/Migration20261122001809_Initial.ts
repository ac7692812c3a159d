import { Migration } from '@mikro-orm/migrations';

export class Migration20261122001809_Initial extends Migration {
  override name = 'Migration20261122001809_Initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_outbox" ("id" uuid not null, "dedupe_key" varchar(255) not null, "to_address" varchar(255) not null, "subject" varchar(255) not null, "text_body" text not null, "html_body" text null, "status" varchar(255) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "email_outbox_to_address_index" on "email_outbox" ("to_address");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "username" varchar(255) null, "email" varchar(255) not null, "password" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "role" varchar(255) not null default 'business', "avatar" varchar(255) null, "phone" varchar(255) null, "onboarding_completed" boolean not null default false, "stripe_customer_id" varchar(255) null, "stripe_subscription_id" varchar(255) null, "subscription_status" varchar(255) null, "subscription_plan" varchar(255) null, "subscription_ends_at" timestamptz null, "stripe_account_id" varchar(255) null, "stripe_account_enabled" boolean not null default false, "payment_setup_complete" boolean not null default false, "business_name" varchar(255) null, "business_address" varchar(255) null, "business_phone" varchar(255) null, "business_website" varchar(255) null, "google_my_business_id" varchar(255) null, "google_my_business_url" varchar(255) null, "facebook_page_id" varchar(255) null, "facebook_page_url" varchar(255) null, "yelp_business_url" varchar(255) null, "review_collection_enabled" boolean not null default true, "auto_feedback_enabled" boolean not null default true, "feedback_delay_hours" int not null default 2, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);
    this.addSql(`create index "users_subscription_status_index" on "users" ("subscription_status");`);

    this.addSql(
      `create table "sessions" ("id" uuid not null, "token_hash" varchar(255) not null, "user_id" uuid not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "user_agent" varchar(255) null, "ip_address" varchar(255) null, primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`create index "sessions_expires_at_index" on "sessions" ("expires_at");`);

    this.addSql(
      `create table "business_staff" ("id" uuid not null, "business_id" uuid not null, "staff_id" uuid null, "role" varchar(255) null, "permissions" text[] not null default '{}', "departments" text[] not null default '{}', "is_active" boolean not null default true, "invite_code" varchar(255) null, "invite_expires_at" timestamptz null, "joined_at" timestamptz null, "salary" numeric(10,2) null, "commission_rate" numeric(5,2) null, "start_date" date null, "end_date" date null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "business_staff_business_id_index" on "business_staff" ("business_id");`);
    this.addSql(`alter table "business_staff" add constraint "business_staff_invite_code_unique" unique ("invite_code");`);
    this.addSql(`create index "business_staff_staff_id_is_active_index" on "business_staff" ("staff_id", "is_active");`);

    this.addSql(`alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`);

    this.addSql(
      `alter table "business_staff" add constraint "business_staff_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "business_staff" add constraint "business_staff_staff_id_foreign" foreign key ("staff_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "business_staff" drop constraint "business_staff_business_id_foreign";`);
    this.addSql(`alter table "business_staff" drop constraint "business_staff_staff_id_foreign";`);

    this.addSql(`drop table if exists "email_outbox" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "business_staff" cascade;`);
  }
}
