import { Migration } from '@mikro-orm/migrations';

export class Migration20261124173138_Meetings extends Migration {
  override name = 'Migration20261124173138_Meetings';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "meetings" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid null, "community_id" uuid null, "title" varchar(200) not null, "description" text null, "scheduled_at" timestamptz not null, "end_time" timestamptz not null, "duration" int not null default 60, "type" varchar(255) not null default 'consultation', "appointment_type" varchar(255) not null default 'video', "platform" varchar(255) null, "status" varchar(255) not null default 'scheduled', "meeting_url" text null, "meeting_id" varchar(255) null, "join_url" text null, "phone_number" varchar(255) null, "location" text null, "max_participants" int not null default 1, "current_participants" int not null default 0, "price" numeric(10,2) null, "is_recurring" boolean not null default false, "recurring_pattern" varchar(255) null, "recurring_end_date" timestamptz null, "google_calendar_event_id" varchar(255) null, "zoom_meeting_id" varchar(255) null, "teams_meeting_id" varchar(255) null, "reminder_sent" boolean not null default false, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "meetings_client_id_index" on "meetings" ("client_id");`);
    this.addSql(`create index "meetings_coach_id_scheduled_at_index" on "meetings" ("coach_id", "scheduled_at");`);

    this.addSql(
      `create table "meeting_participants" ("id" uuid not null, "meeting_id" uuid not null, "participant_id" uuid not null, "participant_type" varchar(255) not null default 'client', "status" varchar(255) not null default 'invited', "joined_at" timestamptz null, "left_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "meeting_participants_participant_id_index" on "meeting_participants" ("participant_id");`);
    this.addSql(
      `alter table "meeting_participants" add constraint "meeting_participants_meeting_id_participant_id_unique" unique ("meeting_id", "participant_id");`,
    );

    this.addSql(`alter table "meetings" add constraint "meetings_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`);
    this.addSql(`alter table "meetings" add constraint "meetings_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete set null;`);

    this.addSql(
      `alter table "meeting_participants" add constraint "meeting_participants_meeting_id_foreign" foreign key ("meeting_id") references "meetings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "meeting_participants" add constraint "meeting_participants_participant_id_foreign" foreign key ("participant_id") references "clients" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "meeting_participants" drop constraint "meeting_participants_meeting_id_foreign";`);

    this.addSql(`drop table if exists "meetings" cascade;`);
    this.addSql(`drop table if exists "meeting_participants" cascade;`);
  }
}
