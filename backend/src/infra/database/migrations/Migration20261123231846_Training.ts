import { Migration } from '@mikro-orm/migrations';

export class Migration20261123231846_Training extends Migration {
  override name = 'Migration20261123231846_Training';

  override up(): void | Promise<void> {
    // Substring search of the exercise library reads a trigram index (exercises_search_trgm_index).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "exercises" ("id" uuid not null, "coach_id" uuid null, "name" varchar(255) not null, "description" text null, "category" varchar(255) not null, "muscle_groups" text[] not null default '{}', "equipment" varchar(255) null, "difficulty" varchar(255) null, "instructions" text[] not null default '{}', "video_url" text null, "image_key" varchar(255) null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "exercises_search_trgm_index" on "exercises" using gin ((name || ' ' || coalesce(description, '')) gin_trgm_ops);`);
    this.addSql(`create index "exercises_category_index" on "exercises" ("category");`);
    this.addSql(`create index "exercises_coach_id_name_index" on "exercises" ("coach_id", "name");`);

    this.addSql(
      `create table "workouts" ("id" uuid not null, "coach_id" uuid not null, "name" varchar(255) not null, "description" text null, "category" varchar(255) null, "duration" int null, "difficulty" varchar(255) null, "is_template" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "workouts_coach_id_created_at_index" on "workouts" ("coach_id", "created_at");`);

    this.addSql(
      `create table "client_workouts" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "workout_id" uuid not null, "scheduled_date" date not null, "completed_at" timestamptz null, "missed_at" timestamptz null, "status" varchar(255) not null default 'scheduled', "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "client_workouts_coach_id_index" on "client_workouts" ("coach_id");`);
    this.addSql(`create index "client_workouts_workout_id_index" on "client_workouts" ("workout_id");`);
    this.addSql(`create index "client_workouts_scheduled_index" on "client_workouts" ("scheduled_date") where "status" = 'scheduled';`);
    this.addSql(`create index "client_workouts_coach_id_status_completed_at_index" on "client_workouts" ("coach_id", "status", "completed_at");`);
    this.addSql(`create index "client_workouts_client_id_scheduled_date_index" on "client_workouts" ("client_id", "scheduled_date");`);
    this.addSql(
      `alter table "client_workouts" add constraint "client_workouts_client_id_workout_id_scheduled_date_unique" unique ("client_id", "workout_id", "scheduled_date");`,
    );

    this.addSql(
      `create table "workout_exercises" ("id" uuid not null, "workout_id" uuid not null, "exercise_id" uuid not null, "order_index" int not null, "sets" int null, "reps" varchar(20) null, "weight" numeric(7,2) null, "rest_time" int null, "tempo" varchar(20) null, "notes" text null, "superset_group" int null, primary key ("id"));`,
    );
    this.addSql(`create index "workout_exercises_exercise_id_index" on "workout_exercises" ("exercise_id");`);
    this.addSql(`alter table "workout_exercises" add constraint "workout_exercises_workout_id_order_index_unique" unique ("workout_id", "order_index");`);

    this.addSql(
      `create table "workout_logs" ("id" uuid not null, "client_workout_id" uuid not null, "exercise_id" uuid not null, "client_id" uuid not null, "date" date not null, "sets" jsonb not null, "total_duration" int null, "calories_burned" int null, "difficulty_rating" int null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "workout_logs_client_workout_id_index" on "workout_logs" ("client_workout_id");`);
    this.addSql(`create index "workout_logs_exercise_id_index" on "workout_logs" ("exercise_id");`);
    this.addSql(`create index "workout_logs_client_id_exercise_id_date_index" on "workout_logs" ("client_id", "exercise_id", "date");`);

    this.addSql(`alter table "exercises" add constraint "exercises_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);

    this.addSql(`alter table "workouts" add constraint "workouts_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);

    this.addSql(
      `alter table "client_workouts" add constraint "client_workouts_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_workouts" add constraint "client_workouts_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "client_workouts" add constraint "client_workouts_workout_id_foreign" foreign key ("workout_id") references "workouts" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "workout_exercises" add constraint "workout_exercises_workout_id_foreign" foreign key ("workout_id") references "workouts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "workout_exercises" add constraint "workout_exercises_exercise_id_foreign" foreign key ("exercise_id") references "exercises" ("id") on delete no action;`,
    );

    this.addSql(
      `alter table "workout_logs" add constraint "workout_logs_client_workout_id_foreign" foreign key ("client_workout_id") references "client_workouts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "workout_logs" add constraint "workout_logs_exercise_id_foreign" foreign key ("exercise_id") references "exercises" ("id") on delete no action;`,
    );
    this.addSql(
      `alter table "workout_logs" add constraint "workout_logs_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "workout_exercises" drop constraint "workout_exercises_exercise_id_foreign";`);
    this.addSql(`alter table "workout_logs" drop constraint "workout_logs_exercise_id_foreign";`);
    this.addSql(`alter table "client_workouts" drop constraint "client_workouts_workout_id_foreign";`);
    this.addSql(`alter table "workout_exercises" drop constraint "workout_exercises_workout_id_foreign";`);
    this.addSql(`alter table "workout_logs" drop constraint "workout_logs_client_workout_id_foreign";`);

    this.addSql(`drop table if exists "exercises" cascade;`);
    this.addSql(`drop table if exists "workouts" cascade;`);
    this.addSql(`drop table if exists "client_workouts" cascade;`);
    this.addSql(`drop table if exists "workout_exercises" cascade;`);
    this.addSql(`drop table if exists "workout_logs" cascade;`);
  }
}
