import { Migration } from '@mikro-orm/migrations';

export class Migration20261124204051_AdminArea extends Migration {
  override name = 'Migration20261124204051_AdminArea';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" uuid not null, "actor_id" uuid null, "actor_email" varchar(254) null, "action" varchar(40) not null, "target_type" varchar(20) not null, "target_id" uuid not null, "target_label" varchar(400) not null, "business_id" uuid null, "reason" varchar(500) null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_target_id_index" on "audit_log" ("target_id");`);
    this.addSql(`create index "audit_log_created_at_id_index" on "audit_log" ("created_at", "id");`);

    this.addSql(`alter table "users" add "suspended_at" timestamptz null, add "suspended_reason" varchar(500) null, add "disabled_at" timestamptz null;`);

    // The audit trail is append-only: the database refuses to change or remove its entries, whoever asks.
    this.addSql(`create function "audit_log_append_only"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: entries cannot be changed or removed' using errcode = 'insufficient_privilege';
end;
$$;`);
    this.addSql(`create trigger "audit_log_no_change" before update or delete on "audit_log" for each statement execute function "audit_log_append_only"();`);
    // Not among the entity's triggers: the ORM's schema diff does not read TRUNCATE triggers.
    this.addSql(`create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_append_only"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "audit_log_no_change" on "audit_log";`);
    this.addSql(`drop trigger if exists "audit_log_no_truncate" on "audit_log";`);
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_append_only"();`);

    this.addSql(`alter table "users" drop column "suspended_at", drop column "suspended_reason", drop column "disabled_at";`);
  }
}
