import { Migration } from '@mikro-orm/migrations';

export class Migration20261124203351_StaffClientAssignments extends Migration {
  override name = 'Migration20261124203351_StaffClientAssignments';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "staff_client_assignments" ("id" uuid not null, "staff_id" uuid not null, "client_id" uuid not null, "role" varchar(50) null, "assigned_at" timestamptz not null, "is_active" boolean not null default true, primary key ("id"));`,
    );
    this.addSql(`create index "staff_client_assignments_client_id_index" on "staff_client_assignments" ("client_id");`);
    this.addSql(`create index "staff_client_assignments_staff_id_is_active_index" on "staff_client_assignments" ("staff_id", "is_active");`);
    this.addSql(`alter table "staff_client_assignments" add constraint "staff_client_assignments_staff_id_client_id_unique" unique ("staff_id", "client_id");`);

    this.addSql(
      `alter table "staff_client_assignments" add constraint "staff_client_assignments_staff_id_foreign" foreign key ("staff_id") references "business_staff" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "staff_client_assignments" add constraint "staff_client_assignments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_client_assignments" cascade;`);
  }
}
