import { Migration } from '@mikro-orm/migrations';

export class Migration20261125150000_HabitReminders extends Migration {
  override name = 'Migration20261125150000_HabitReminders';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "habit_reminders" ("id" uuid not null, "client_habit_id" uuid not null, "reminder_date" date not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "habit_reminders" add constraint "habit_reminders_client_habit_id_reminder_date_unique" unique ("client_habit_id", "reminder_date");`,
    );
    this.addSql(
      `alter table "habit_reminders" add constraint "habit_reminders_client_habit_id_foreign" foreign key ("client_habit_id") references "client_habits" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "client_habits_reminder_enabled_index" on "client_habits" ("coach_id", "reminder_time") where "is_active" and "reminder_enabled";`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "client_habits_reminder_enabled_index";`);
    this.addSql(`drop table if exists "habit_reminders" cascade;`);
  }
}
