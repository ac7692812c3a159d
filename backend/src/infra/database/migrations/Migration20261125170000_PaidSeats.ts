import { Migration } from '@mikro-orm/migrations';

/**
 * Paid group-session seats: what a payment paid for is kept on it (receipts keep naming a package or session that was
 * deleted since; existing payments take their package's name), and a seat has one payment that counts at a time.
 */
export class Migration20261125170000_PaidSeats extends Migration {
  override name = 'Migration20261125170000_PaidSeats';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_payments" add column "description" varchar(200) null;`);
    this.addSql(`update "client_payments" p set "description" = k."name" from "coaching_packages" k where k."id" = p."package_id";`);
    this.addSql(
      `create unique index "client_payments_booking_open_unique" on "client_payments" ("booking_id") where "booking_id" is not null and "status" <> 'refunded';`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "client_payments_booking_open_unique";`);
    this.addSql(`alter table "client_payments" drop column "description";`);
  }
}
