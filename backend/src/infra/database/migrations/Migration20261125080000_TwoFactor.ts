import { Migration } from '@mikro-orm/migrations';

/** Two-factor sign-in: authenticators, recovery codes (hashed), second-step challenges (hashed) and the owners' staff rule. */
export class Migration20261125080000_TwoFactor extends Migration {
  override name = 'Migration20261125080000_TwoFactor';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "user_two_factor" ("id" uuid not null, "user_id" uuid not null, "secret" varchar(64) not null, "enabled_at" timestamptz null, "last_used_step" int null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "user_two_factor" add constraint "user_two_factor_user_id_unique" unique ("user_id");`);

    this.addSql(
      `create table "two_factor_recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "two_factor_recovery_codes_user_id_index" on "two_factor_recovery_codes" ("user_id");`);
    this.addSql(`alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_code_hash_unique" unique ("code_hash");`);

    this.addSql(
      `create table "two_factor_challenges" ("id" uuid not null, "token_hash" varchar(64) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "two_factor_challenges" add constraint "two_factor_challenges_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "two_factor_challenges_user_id_index" on "two_factor_challenges" ("user_id");`);
    this.addSql(`create index "two_factor_challenges_expires_at_index" on "two_factor_challenges" ("expires_at");`);

    this.addSql(
      `create table "staff_two_factor_policies" ("id" uuid not null, "business_id" uuid not null, "staff_required" boolean not null default false, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "staff_two_factor_policies" add constraint "staff_two_factor_policies_business_id_unique" unique ("business_id");`);

    this.addSql(
      `alter table "user_two_factor" add constraint "user_two_factor_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "two_factor_recovery_codes" add constraint "two_factor_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "two_factor_challenges" add constraint "two_factor_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "staff_two_factor_policies" add constraint "staff_two_factor_policies_business_id_foreign" foreign key ("business_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "staff_two_factor_policies" cascade;`);
    this.addSql(`drop table if exists "two_factor_challenges" cascade;`);
    this.addSql(`drop table if exists "two_factor_recovery_codes" cascade;`);
    this.addSql(`drop table if exists "user_two_factor" cascade;`);
  }
}
