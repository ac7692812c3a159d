import { Migration } from '@mikro-orm/migrations';

export class Migration20261124203643_Booking extends Migration {
  override name = 'Migration20261124203643_Booking';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "calendar_availability" ("id" uuid not null, "coach_id" uuid not null, "business_id" uuid not null, "availability_type" varchar(255) not null default 'video', "day_of_week" smallint not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, "slot_duration" int not null default 60, "max_participants" int not null default 1, "price" numeric(10,2) null, "location" text null, "is_active" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "calendar_availability_coach_id_day_of_week_index" on "calendar_availability" ("coach_id", "day_of_week");`);

    this.addSql(
      `create table "booking_settings" ("id" uuid not null, "coach_id" uuid not null, "notice_hours" int not null default 24, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "booking_settings" add constraint "booking_settings_coach_id_unique" unique ("coach_id");`);

    this.addSql(`alter table "meetings" add "booked_by" varchar(255) not null default 'business', add "availability_id" uuid null;`);
    // btree_gist lets the exclusion constraint compare the coach id with = next to the time range's overlap.
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(
      `alter table "meetings" add constraint "meetings_no_overlapping_bookings" exclude using gist ("coach_id" with =, tstzrange("scheduled_at", "end_time") with &&) where ("status" = 'scheduled' and "booked_by" = 'client');`,
    );
    this.addSql(`alter table "meetings" add constraint "meetings_seats_check" check (current_participants >= 0 and current_participants <= max_participants);`);

    this.addSql(
      `alter table "meeting_participants" add "waitlisted_at" timestamptz null, add "price" numeric(10,2) null, add "payment_status" varchar(255) null;`,
    );

    this.addSql(
      `alter table "calendar_availability" add constraint "calendar_availability_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "booking_settings" add constraint "booking_settings_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "calendar_availability" cascade;`);
    this.addSql(`drop table if exists "booking_settings" cascade;`);

    this.addSql(`alter table "meeting_participants" drop column "waitlisted_at", drop column "price", drop column "payment_status";`);

    this.addSql(`alter table "meetings" drop constraint "meetings_no_overlapping_bookings";`);
    this.addSql(`alter table "meetings" drop constraint "meetings_seats_check";`);
    this.addSql(`alter table "meetings" drop column "booked_by", drop column "availability_id";`);
  }
}
