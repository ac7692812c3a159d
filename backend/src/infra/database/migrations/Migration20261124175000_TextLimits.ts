import { Migration } from '@mikro-orm/migrations';

/**
 * Every text column a request writes is as long as the request's limit (text-limits.int-spec.ts compares them), so no
 * input reaches `value too long for type character varying`. The requests already held these limits; what is longer
 * (the names of copies of copies, before copies kept within the limit) is cut to it by the cast.
 */
export class Migration20261124175000_TextLimits extends Migration {
  override name = 'Migration20261124175000_TextLimits';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" alter column "email" type varchar(254) using ("email"::varchar(254));`);
    this.addSql(`alter table "users" alter column "first_name" type varchar(100) using ("first_name"::varchar(100));`);
    this.addSql(`alter table "users" alter column "last_name" type varchar(100) using ("last_name"::varchar(100));`);
    this.addSql(`alter table "users" alter column "phone" type varchar(40) using ("phone"::varchar(40));`);
    this.addSql(`alter table "users" alter column "business_name" type varchar(200) using ("business_name"::varchar(200));`);

    this.addSql(`alter table "habit_templates" alter column "name" type varchar(120) using ("name"::varchar(120));`);
    this.addSql(`alter table "habit_templates" alter column "unit" type varchar(40) using ("unit"::varchar(40));`);

    this.addSql(`alter table "exercises" alter column "name" type varchar(120) using ("name"::varchar(120));`);
    this.addSql(`alter table "exercises" alter column "equipment" type varchar(100) using ("equipment"::varchar(100));`);

    this.addSql(`alter table "communities" alter column "name" type varchar(100) using ("name"::varchar(100));`);

    this.addSql(`alter table "clients" alter column "first_name" type varchar(100) using ("first_name"::varchar(100));`);
    this.addSql(`alter table "clients" alter column "last_name" type varchar(100) using ("last_name"::varchar(100));`);
    this.addSql(`alter table "clients" alter column "email" type varchar(254) using ("email"::varchar(254));`);
    this.addSql(`alter table "clients" alter column "phone" type varchar(40) using ("phone"::varchar(40));`);

    this.addSql(`alter table "goals" alter column "title" type varchar(200) using ("title"::varchar(200));`);
    this.addSql(`alter table "goals" alter column "unit" type varchar(40) using ("unit"::varchar(40));`);

    this.addSql(`alter table "workouts" alter column "name" type varchar(120) using ("name"::varchar(120));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "clients" alter column "first_name" type varchar(255) using ("first_name"::varchar(255));`);
    this.addSql(`alter table "clients" alter column "last_name" type varchar(255) using ("last_name"::varchar(255));`);
    this.addSql(`alter table "clients" alter column "email" type varchar(255) using ("email"::varchar(255));`);
    this.addSql(`alter table "clients" alter column "phone" type varchar(255) using ("phone"::varchar(255));`);

    this.addSql(`alter table "communities" alter column "name" type varchar(255) using ("name"::varchar(255));`);

    this.addSql(`alter table "exercises" alter column "name" type varchar(255) using ("name"::varchar(255));`);
    this.addSql(`alter table "exercises" alter column "equipment" type varchar(255) using ("equipment"::varchar(255));`);

    this.addSql(`alter table "goals" alter column "title" type varchar(255) using ("title"::varchar(255));`);
    this.addSql(`alter table "goals" alter column "unit" type varchar(255) using ("unit"::varchar(255));`);

    this.addSql(`alter table "habit_templates" alter column "name" type varchar(255) using ("name"::varchar(255));`);
    this.addSql(`alter table "habit_templates" alter column "unit" type varchar(255) using ("unit"::varchar(255));`);

    this.addSql(`alter table "users" alter column "email" type varchar(255) using ("email"::varchar(255));`);
    this.addSql(`alter table "users" alter column "first_name" type varchar(255) using ("first_name"::varchar(255));`);
    this.addSql(`alter table "users" alter column "last_name" type varchar(255) using ("last_name"::varchar(255));`);
    this.addSql(`alter table "users" alter column "phone" type varchar(255) using ("phone"::varchar(255));`);
    this.addSql(`alter table "users" alter column "business_name" type varchar(255) using ("business_name"::varchar(255));`);

    this.addSql(`alter table "workouts" alter column "name" type varchar(255) using ("name"::varchar(255));`);
  }
}
