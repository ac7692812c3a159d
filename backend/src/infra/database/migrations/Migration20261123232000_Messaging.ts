import { Migration } from '@mikro-orm/migrations';

/**
 * Messages belong to a conversation between a business (`coach_id`) and one of its client records (`client_id`),
 * whether or not the client has a sign-in; `sender_id` is whoever wrote it and `from_client` its side. No route wrote
 * messages before this migration, so rows could only be hand-made ones without a conversation: they are removed.
 */
export class Migration20261123232000_Messaging extends Migration {
  override name = 'Migration20261123232000_Messaging';

  override up(): void | Promise<void> {
    this.addSql(`delete from "messages";`);
    this.addSql(`alter table "messages" drop constraint "messages_receiver_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_sender_id_foreign";`);
    this.addSql(`drop index "messages_receiver_id_created_at_index";`);
    this.addSql(`drop index "messages_sender_id_created_at_index";`);
    this.addSql(`alter table "messages" drop column "receiver_id";`);
    this.addSql(
      `alter table "messages" add "coach_id" uuid not null, add "client_id" uuid not null, add "from_client" boolean not null, add "file_key" varchar(255) null, add "file_name" varchar(255) null, add "file_type" varchar(255) null, add "file_size" int null;`,
    );
    this.addSql(`alter table "messages" alter column "sender_id" drop not null;`);
    this.addSql(`alter table "messages" add constraint "messages_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`);
    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete set null;`);
    this.addSql(`create index "messages_sender_id_index" on "messages" ("sender_id");`);
    this.addSql(`create index "messages_unread_index" on "messages" ("coach_id", "client_id", "from_client") where "is_read" = false;`);
    this.addSql(`create index "messages_coach_created_at_index" on "messages" ("coach_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "messages_conversation_index" on "messages" ("client_id", "created_at" desc, "id" desc);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "messages";`);
    this.addSql(`alter table "messages" drop constraint "messages_coach_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_client_id_foreign";`);
    this.addSql(`alter table "messages" drop constraint "messages_sender_id_foreign";`);
    this.addSql(`drop index "messages_sender_id_index";`);
    this.addSql(`drop index "messages_unread_index";`);
    this.addSql(`drop index "messages_coach_created_at_index";`);
    this.addSql(`drop index "messages_conversation_index";`);
    this.addSql(
      `alter table "messages" drop column "coach_id", drop column "client_id", drop column "from_client", drop column "file_key", drop column "file_name", drop column "file_type", drop column "file_size";`,
    );
    this.addSql(`alter table "messages" add "receiver_id" uuid not null;`);
    this.addSql(`alter table "messages" alter column "sender_id" set not null;`);
    this.addSql(
      `alter table "messages" add constraint "messages_receiver_id_foreign" foreign key ("receiver_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(`alter table "messages" add constraint "messages_sender_id_foreign" foreign key ("sender_id") references "users" ("id") on delete cascade;`);
    this.addSql(`create index "messages_receiver_id_created_at_index" on "messages" ("receiver_id", "created_at");`);
    this.addSql(`create index "messages_sender_id_created_at_index" on "messages" ("sender_id", "created_at");`);
  }
}
