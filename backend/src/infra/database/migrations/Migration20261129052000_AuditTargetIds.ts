import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail also records refunds, coupon changes and staff access changes: an entry's target may be a coupon,
 * whose id is a 21-character string, so `target_id` is text rather than a UUID (the existing ids convert as they are).
 */
export class Migration20261129052000_AuditTargetIds extends Migration {
  override name = 'Migration20261129052000_AuditTargetIds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" alter column "target_id" type varchar(64) using ("target_id"::varchar(64));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" alter column "target_id" type uuid using ("target_id"::text::uuid);`);
  }
}
