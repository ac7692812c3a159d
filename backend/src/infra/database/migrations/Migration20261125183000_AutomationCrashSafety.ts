import { Migration } from '@mikro-orm/migrations';

/**
 * Automations repeat nothing when a worker dies in an action: a run keeps when it first started (the day an assigned
 * workout is for), and text messages go through an outbox written once per run (as e-mails do).
 */
export class Migration20261125183000_AutomationCrashSafety extends Migration {
  override name = 'Migration20261125183000_AutomationCrashSafety';

  override up(): void | Promise<void> {
    this.addSql(`alter table "automation_executions" add column "started_at" timestamptz null;`);

    this.addSql(
      `create table "sms_outbox" ("id" uuid not null, "dedupe_key" varchar(255) not null, "business_id" uuid not null, "client_id" uuid not null, "to_number" varchar(40) not null, "body" text not null, "status" varchar(20) not null default 'pending', "provider" varchar(40) null, "provider_message_id" varchar(255) null, "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`alter table "sms_outbox" add constraint "sms_outbox_dedupe_key_unique" unique ("dedupe_key");`);
    this.addSql(`create index "sms_outbox_business_id_index" on "sms_outbox" ("business_id");`);
    this.addSql(`create index "sms_outbox_client_id_index" on "sms_outbox" ("client_id");`);
    this.addSql(
      `alter table "sms_outbox" add constraint "sms_outbox_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "sms_outbox" add constraint "sms_outbox_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sms_outbox" cascade;`);
    this.addSql(`alter table "automation_executions" drop column "started_at";`);
  }
}
