import { Migration } from '@mikro-orm/migrations';

export class Migration20261124181559_StaffInvitations extends Migration {
  override name = 'Migration20261124181559_StaffInvitations';

  override up(): void | Promise<void> {
    this.addSql(`alter table "business_staff" add "email" varchar(254) null;`);
    this.addSql(
      `create unique index "business_staff_one_pending_invitation" on "business_staff" ("business_id", "email") where "staff_id" is null and "is_active";`,
    );
    this.addSql(`create index "business_staff_business_id_is_active_created_at_index" on "business_staff" ("business_id", "is_active", "created_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "business_staff_one_pending_invitation";`);
    this.addSql(`drop index "business_staff_business_id_is_active_created_at_index";`);
    this.addSql(`alter table "business_staff" drop column "email";`);
  }
}
