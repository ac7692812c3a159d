import { Migration } from '@mikro-orm/migrations';

export class Migration20261122044500_ProgressPhotos extends Migration {
  override name = 'Migration20261122044500_ProgressPhotos';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "progress_photos" ("id" uuid not null, "client_id" uuid not null, "image_key" varchar(255) not null, "weight" numeric(6,2) null, "body_fat" numeric(5,2) null, "notes" text null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "progress_photos_client_id_created_at_index" on "progress_photos" ("client_id", "created_at");`);

    this.addSql(
      `alter table "progress_photos" add constraint "progress_photos_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "progress_photos" cascade;`);
  }
}
