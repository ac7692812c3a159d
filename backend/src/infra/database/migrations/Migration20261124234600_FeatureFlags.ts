import { Migration } from '@mikro-orm/migrations';

export class Migration20261124234600_FeatureFlags extends Migration {
  override name = 'Migration20261124234600_FeatureFlags';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "feature_flags" ("id" uuid not null, "key" varchar(60) not null, "name" varchar(100) not null, "description" varchar(500) not null, "state" varchar(20) not null, "updated_by_id" uuid null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "feature_flags" add constraint "feature_flags_key_unique" unique ("key");`);

    // The four flags of the spec (document 3 section 2.6) with their states.
    this.addSql(`insert into "feature_flags" ("id", "key", "name", "description", "state", "updated_at") values
      (gen_random_uuid(), 'mobile_app_beta', 'Mobile App Beta', 'Install CoachCore on a phone’s home screen and use it like an app.', 'enabled', now()),
      (gen_random_uuid(), 'advanced_analytics', 'Advanced Analytics', 'Business Analytics for coaches: revenue, retention and engagement.', 'enabled', now()),
      (gen_random_uuid(), 'ai_workout_generator', 'AI Workout Generator', 'Workouts drafted from a client’s goals and history.', 'coming_soon', now()),
      (gen_random_uuid(), 'white_label_branding', 'White Label Branding', 'A business’s own logo, colours and domain for its clients.', 'planned', now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "feature_flags" cascade;`);
  }
}
