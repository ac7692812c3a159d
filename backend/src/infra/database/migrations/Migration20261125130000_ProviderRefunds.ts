import { Migration } from '@mikro-orm/migrations';

/** A refund made in the payments provider's dashboard (recorded from its webhook) has no CoachCore user behind it. */
export class Migration20261125130000_ProviderRefunds extends Migration {
  override name = 'Migration20261125130000_ProviderRefunds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_payment_refunds" alter column "created_by" drop not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "client_payment_refunds" where "created_by" is null;`);
    this.addSql(`alter table "client_payment_refunds" alter column "created_by" set not null;`);
  }
}
