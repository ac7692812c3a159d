import { Migration } from '@mikro-orm/migrations';

/** The transactional outbox of domain events, with a NOTIFY so the relay hands new events to BullMQ at once. */
export class Migration20261122040000_OutboxEvents extends Migration {
  override name = 'Migration20261122040000_OutboxEvents';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "outbox_events" ("id" uuid not null, "name" varchar(255) not null, "payload" jsonb not null, "created_at" timestamptz not null, "dispatched_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "outbox_events_pending_index" on "outbox_events" ("created_at") where "dispatched_at" is null;`);
    this.addSql(
      `create function "outbox_events_notify"() returns trigger language plpgsql as $$ begin perform pg_notify('outbox_events', ''); return null; end $$;`,
    );
    this.addSql(`create trigger "outbox_events_notify" after insert on "outbox_events" for each statement execute function "outbox_events_notify"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "outbox_events_notify" on "outbox_events";`);
    this.addSql(`drop function if exists "outbox_events_notify"();`);
    this.addSql(`drop table if exists "outbox_events" cascade;`);
  }
}
