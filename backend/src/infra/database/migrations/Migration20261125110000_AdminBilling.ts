import { Migration } from '@mikro-orm/migrations';

/** The admin's Billing and Revenue sections: payments across businesses by date, and provider events by their object. */
export class Migration20261125110000_AdminBilling extends Migration {
  override name = 'Migration20261125110000_AdminBilling';

  override up(): void | Promise<void> {
    this.addSql(`create index "business_payments_created_at_id_index" on "business_payments" ("created_at", "id");`);
    this.addSql(`create index "business_payments_paid_at_index" on "business_payments" ("paid_at");`);
    this.addSql(`create index "payment_webhook_events_object_index" on "payment_webhook_events" ((payload #>> '{data,object,id}'));`);
    this.addSql(
      `create index "payment_webhook_events_intent_index" on "payment_webhook_events" ((payload #>> '{data,object,payment_intent}')) where (payload #>> '{data,object,payment_intent}') is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "payment_webhook_events_intent_index";`);
    this.addSql(`drop index "payment_webhook_events_object_index";`);
    this.addSql(`drop index "business_payments_paid_at_index";`);
    this.addSql(`drop index "business_payments_created_at_id_index";`);
  }
}
