import { Migration } from '@mikro-orm/migrations';

/**
 * A client's payments are the coach's revenue records: deleting or erasing the client keeps them, without the client
 * (anonymised), instead of deleting them with the client.
 */
export class Migration20261125140000_PaymentsOutliveClients extends Migration {
  override name = 'Migration20261125140000_PaymentsOutliveClients';

  override up(): void | Promise<void> {
    this.addSql(`alter table "client_payments" drop constraint "client_payments_client_id_foreign";`);
    this.addSql(`alter table "client_payments" alter column "client_id" drop not null;`);
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "client_payments" where "client_id" is null;`);
    this.addSql(`alter table "client_payments" drop constraint "client_payments_client_id_foreign";`);
    this.addSql(`alter table "client_payments" alter column "client_id" set not null;`);
    this.addSql(
      `alter table "client_payments" add constraint "client_payments_client_id_foreign" foreign key ("client_id") references "clients" ("id") on delete cascade;`,
    );
  }
}
