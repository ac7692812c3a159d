import { Migration } from '@mikro-orm/migrations';

/** The business phone holds a phone number like every other phone column (the Review & Feedback Settings write it). */
export class Migration20261125010000_BusinessPhoneLength extends Migration {
  override name = 'Migration20261125010000_BusinessPhoneLength';

  override up(): void | Promise<void> {
    this.addSql(`alter table "users" alter column "business_phone" type varchar(40) using ("business_phone"::varchar(40));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "users" alter column "business_phone" type varchar(255) using ("business_phone"::varchar(255));`);
  }
}
