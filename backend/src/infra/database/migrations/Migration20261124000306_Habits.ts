import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000306_Habits extends Migration {
  override name = 'Migration20261124000306_Habits';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "habit_templates" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(255) not null, "description" text null, "category" varchar(255) not null, "frequency" varchar(255) not null, "target_value" numeric(10,2) null, "unit" varchar(255) null, "tracking_type" varchar(255) not null, "is_public" boolean not null default false, "difficulty" varchar(255) not null default 'easy', "estimated_time" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "habit_templates_coach_id_created_at_index" on "habit_templates" ("coach_id", "created_at");`);

    this.addSql(
      `create table "client_habits" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "habit_template_id" uuid null, "custom_name" varchar(255) null, "custom_description" text null, "category" varchar(255) not null, "frequency" varchar(255) not null, "target_value" numeric(10,2) null, "unit" varchar(255) null, "tracking_type" varchar(255) not null, "start_date" date not null, "end_date" date null, "is_active" boolean not null default true, "streak" int not null default 0, "longest_streak" int not null default 0, "total_completions" int not null default 0, "reminder_time" varchar(5) null, "reminder_enabled" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_habits_coach_id_index" on "client_habits" ("coach_id");`);
    this.addSql(`create index "client_habits_habit_template_id_index" on "client_habits" ("habit_template_id");`);
    this.addSql(
      `create unique index "client_habits_client_template_active_unique" on "client_habits" ("client_id", "habit_template_id") where "is_active" and "habit_template_id" is not null;`,
    );
    this.addSql(`create index "client_habits_client_id_is_active_index" on "client_habits" ("client_id", "is_active");`);

    this.addSql(
      `create table "habit_logs" ("id" uuid not null, "client_habit_id" uuid not null, "log_date" date not null, "actual_value" numeric(10,2) null, "completed" boolean not null default false, "notes" text null, "mood" int null, "energy" int null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "habit_logs" add constraint "habit_logs_client_habit_id_log_date_unique" unique ("client_habit_id", "log_date");`);

    this.addSql(
      `alter table "habit_templates" add constraint "habit_templates_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "client_habits" add constraint "client_habits_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_habits" add constraint "client_habits_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_habits" add constraint "client_habits_habit_template_id_foreign" foreign key ("habit_template_id") references "habit_templates" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "habit_logs" add constraint "habit_logs_client_habit_id_foreign" foreign key ("client_habit_id") references "client_habits" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "client_habits" drop constraint "client_habits_habit_template_id_foreign";`);
    this.addSql(`alter table "habit_logs" drop constraint "habit_logs_client_habit_id_foreign";`);

    this.addSql(`drop table if exists "habit_templates" cascade;`);
    this.addSql(`drop table if exists "client_habits" cascade;`);
    this.addSql(`drop table if exists "habit_logs" cascade;`);
  }
}
