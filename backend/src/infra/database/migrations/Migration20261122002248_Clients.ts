import { Migration } from '@mikro-orm/migrations';

export class Migration20261122002248_Clients extends Migration {
  override name = 'Migration20261122002248_Clients';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "messages" ("id" uuid not null, "sender_id" uuid not null, "receiver_id" uuid not null, "content" text not null, "message_type" varchar(255) not null default 'text', "file_url" varchar(255) null, "is_read" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "messages_sender_id_created_at_index" on "messages" ("sender_id", "created_at");`);
    this.addSql(`create index "messages_receiver_id_created_at_index" on "messages" ("receiver_id", "created_at");`);

    this.addSql(
      `create table "clients" ("id" uuid not null, "coach_id" uuid not null, "user_id" uuid null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "fitness_goal" varchar(255) null, "current_weight" numeric(6,2) null, "target_weight" numeric(6,2) null, "height" numeric(6,2) null, "age" int null, "activity_level" varchar(255) null, "notes" text null, "is_active" boolean not null default true, "lead_dec_contact_id" varchar(255) null, "source" varchar(255) null, "last_workout" timestamptz null, "onboarding_completed" boolean not null default false, "onboarding_completed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "clients_user_id_index" on "clients" ("user_id");`);
    this.addSql(`create unique index "clients_coach_id_email_unique" on "clients" ("coach_id", lower("email"));`);
    this.addSql(`create index "clients_coach_id_is_active_index" on "clients" ("coach_id", "is_active");`);
    this.addSql(`create index "clients_coach_id_created_at_index" on "clients" ("coach_id", "created_at");`);

    this.addSql(
      `create table "progress_entries" ("id" uuid not null, "client_id" uuid not null, "type" varchar(255) not null, "value" numeric(10,2) null, "unit" varchar(255) null, "notes" text null, "image_url" varchar(255) null, "recorded_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "progress_entries_client_id_recorded_at_index" on "progress_entries" ("client_id", "recorded_at");`);

    this.addSql(
      `create table "measurements" ("id" uuid not null, "client_id" uuid not null, "weight" numeric(6,2) null, "body_fat" numeric(6,2) null, "muscle_mass" numeric(6,2) null, "chest" numeric(6,2) null, "waist" numeric(6,2) null, "hips" numeric(6,2) null, "arms" numeric(6,2) null, "thighs" numeric(6,2) null, "neck" numeric(6,2) null, "forearms" numeric(6,2) null, "calves" numeric(6,2) null, "shoulders" numeric(6,2) null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "measurements_client_id_created_at_index" on "measurements" ("client_id", "created_at");`);

    this.addSql(
      `create table "goals" ("id" uuid not null, "client_id" uuid not null, "title" varchar(255) not null, "description" text null, "category" varchar(255) not null, "target_value" numeric(10,2) null, "current_value" numeric(10,2) null, "start_value" numeric(10,2) null, "unit" varchar(255) null, "target_date" date null, "status" varchar(255) not null default 'active', "achieved_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "goals_status_index" on "goals" ("status");`);
    this.addSql(`create index "goals_client_id_created_at_index" on "goals" ("client_id", "created_at");`);

    this.addSql(
      `create table "client_health_profiles" ("id" uuid not null, "client_id" uuid not null, "medical_conditions" text[] not null default '{}', "medications" text[] not null default '{}', "allergies" text[] not null default '{}', "injuries" text[] not null default '{}', "fitness_experience" varchar(255) null, "activity_level" varchar(255) null, "primary_goals" text[] not null default '{}', "preferred_workout_types" text[] not null default '{}', "available_equipment" text[] not null default '{}', "workout_frequency" smallint null, "emergency_contact" jsonb null, "last_updated" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "client_health_profiles" add constraint "client_health_profiles_client_id_unique" unique ("client_id");`);

    this.addSql(
      `create table "wellness_logs" ("id" uuid not null, "client_id" uuid not null, "date" date not null, "sleep_hours" numeric(4,2) null, "sleep_quality" smallint null, "energy_level" smallint null, "mood" smallint null, "stress_level" smallint null, "water_intake" numeric(5,2) null, "steps" int null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "wellness_logs_client_id_date_index" on "wellness_logs" ("client_id", "date");`);

    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`);
    this.addSql(
      `alter table "messages" add constraint "messages_receiver_id_foreign" foreign key ("receiver_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "clients" add constraint "clients_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "clients" add constraint "clients_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete set null;`);

    this.addSql(
      `alter table "progress_entries" add constraint "progress_entries_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "measurements" add constraint "measurements_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(`alter table "goals" add constraint "goals_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`);

    this.addSql(
      `alter table "client_health_profiles" add constraint "client_health_profiles_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "wellness_logs" add constraint "wellness_logs_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "progress_entries" drop constraint "progress_entries_client_id_foreign";`);
    this.addSql(`alter table "measurements" drop constraint "measurements_client_id_foreign";`);
    this.addSql(`alter table "goals" drop constraint "goals_client_id_foreign";`);
    this.addSql(`alter table "client_health_profiles" drop constraint "client_health_profiles_client_id_foreign";`);
    this.addSql(`alter table "wellness_logs" drop constraint "wellness_logs_client_id_foreign";`);

    this.addSql(`drop table if exists "messages" cascade;`);
    this.addSql(`drop table if exists "clients" cascade;`);
    this.addSql(`drop table if exists "progress_entries" cascade;`);
    this.addSql(`drop table if exists "measurements" cascade;`);
    this.addSql(`drop table if exists "goals" cascade;`);
    this.addSql(`drop table if exists "client_health_profiles" cascade;`);
    this.addSql(`drop table if exists "wellness_logs" cascade;`);
  }
}
