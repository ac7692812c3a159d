import { Migration } from '@mikro-orm/migrations';

export class Migration20261124204010_Forms extends Migration {
  override name = 'Migration20261124204010_Forms';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "form_templates" ("id" uuid not null, "name" varchar(200) not null, "description" text null, "category" varchar(30) not null, "fields" jsonb not null, "is_public" boolean not null default true, "created_by" uuid null, "usage_count" int not null default 0, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "custom_forms" ("id" uuid not null, "business_id" uuid not null, "title" varchar(200) not null, "description" text null, "category" varchar(30) not null, "is_required" boolean not null default false, "is_active" boolean not null default true, "fields" jsonb not null, "settings" jsonb null, "version" int not null default 1, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "custom_forms_business_id_created_at_index" on "custom_forms" ("business_id", "created_at");`);

    this.addSql(
      `create table "form_submissions" ("id" uuid not null, "form_id" uuid not null, "client_id" uuid not null, "business_id" uuid not null, "responses" jsonb not null, "status" varchar(20) not null default 'completed', "ip_address" varchar(64) null, "user_agent" varchar(500) null, "signature" varchar(200) null, "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "form_version" int not null, "form_title" varchar(200) not null, "form_fields" jsonb not null, "content_hash" varchar(64) not null, primary key ("id"));`,
    );
    this.addSql(`create index "form_submissions_business_id_submitted_at_index" on "form_submissions" ("business_id", "submitted_at");`);
    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_form_id_client_id_form_version_unique" unique ("form_id", "client_id", "form_version");`,
    );

    this.addSql(
      `create table "form_files" ("id" uuid not null, "form_id" uuid not null, "client_id" uuid not null, "business_id" uuid not null, "file_key" varchar(200) not null, "content_type" varchar(50) not null, "size" int not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "form_assignments" ("id" uuid not null, "form_id" uuid not null, "client_id" uuid not null, "business_id" uuid not null, "assigned_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "form_assignments" add constraint "form_assignments_form_id_client_id_unique" unique ("form_id", "client_id");`);

    this.addSql(
      `alter table "form_templates" add constraint "form_templates_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "custom_forms" add constraint "custom_forms_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_form_id_foreign" foreign key ("form_id") references "custom_forms" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_submissions" add constraint "form_submissions_reviewed_by_foreign" foreign key ("reviewed_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "form_files" add constraint "form_files_form_id_foreign" foreign key ("form_id") references "custom_forms" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_files" add constraint "form_files_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_files" add constraint "form_files_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "form_assignments" add constraint "form_assignments_form_id_foreign" foreign key ("form_id") references "custom_forms" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_assignments" add constraint "form_assignments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "form_assignments" add constraint "form_assignments_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "form_submissions" drop constraint "form_submissions_form_id_foreign";`);
    this.addSql(`alter table "form_files" drop constraint "form_files_form_id_foreign";`);
    this.addSql(`alter table "form_assignments" drop constraint "form_assignments_form_id_foreign";`);

    this.addSql(`drop table if exists "form_templates" cascade;`);
    this.addSql(`drop table if exists "custom_forms" cascade;`);
    this.addSql(`drop table if exists "form_submissions" cascade;`);
    this.addSql(`drop table if exists "form_files" cascade;`);
    this.addSql(`drop table if exists "form_assignments" cascade;`);
  }
}
