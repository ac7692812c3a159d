import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234500_SupportTickets extends Migration {
  override name = 'Migration20261124234500_SupportTickets';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "support_tickets" ("id" uuid not null, "business_id" uuid not null, "subject" varchar(200) not null, "category" varchar(30) not null, "status" varchar(20) not null default 'open', "assignee_id" uuid null, "closed_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "support_tickets_assignee_id_index" on "support_tickets" ("assignee_id");`);
    this.addSql(`create index "support_tickets_status_updated_at_id_index" on "support_tickets" ("status", "updated_at", "id");`);
    this.addSql(`create index "support_tickets_business_id_created_at_id_index" on "support_tickets" ("business_id", "created_at", "id");`);

    this.addSql(
      `create table "support_ticket_messages" ("id" uuid not null, "ticket_id" uuid not null, "author_id" uuid null, "side" varchar(20) not null, "body" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "support_ticket_messages_ticket_id_created_at_id_index" on "support_ticket_messages" ("ticket_id", "created_at", "id");`);

    this.addSql(
      `alter table "support_tickets" add constraint "support_tickets_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "support_tickets" add constraint "support_tickets_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "support_ticket_messages" add constraint "support_ticket_messages_ticket_id_foreign" foreign key ("ticket_id") references "support_tickets" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "support_ticket_messages" add constraint "support_ticket_messages_author_id_foreign" foreign key ("author_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "support_ticket_messages" cascade;`);
    this.addSql(`drop table if exists "support_tickets" cascade;`);
  }
}
