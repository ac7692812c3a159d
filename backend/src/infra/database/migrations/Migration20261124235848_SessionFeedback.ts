import { Migration } from '@mikro-orm/migrations';

export class Migration20261124235848_SessionFeedback extends Migration {
  override name = 'Migration20261124235848_SessionFeedback';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "session_feedback" ("id" uuid not null, "coach_id" uuid not null, "client_id" uuid not null, "booking_id" uuid not null, "participant_id" uuid not null, "overall_rating" int not null, "session_rating" int null, "coach_rating" int null, "feedback" text null, "improvements" text null, "would_recommend" boolean null, "review_requested" boolean not null default false, "review_completed" boolean not null default false, "review_platform" varchar(20) null, "review_url" text null, "public_review" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "session_feedback_client_id_index" on "session_feedback" ("client_id");`);
    this.addSql(`create index "session_feedback_booking_id_index" on "session_feedback" ("booking_id");`);
    this.addSql(`create index "session_feedback_coach_id_created_at_index" on "session_feedback" ("coach_id", "created_at");`);
    this.addSql(`alter table "session_feedback" add constraint "session_feedback_booking_id_participant_id_unique" unique ("booking_id", "participant_id");`);

    this.addSql(`alter table "meeting_participants" add "feedback_requested_at" timestamptz null;`);

    this.addSql(
      `alter table "session_feedback" add constraint "session_feedback_coach_id_foreign" foreign key ("coach_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_feedback" add constraint "session_feedback_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_feedback" add constraint "session_feedback_booking_id_foreign" foreign key ("booking_id") references "meetings" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_feedback" add constraint "session_feedback_participant_id_foreign" foreign key ("participant_id") references "meeting_participants" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "session_feedback" add constraint "session_feedback_ratings_check" check (overall_rating >= 1 and overall_rating <= 5 and (session_rating is null or (session_rating >= 1 and session_rating <= 5)) and (coach_rating is null or (coach_rating >= 1 and coach_rating <= 5)));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "session_feedback" cascade;`);

    this.addSql(`alter table "meeting_participants" drop column "feedback_requested_at";`);
  }
}
