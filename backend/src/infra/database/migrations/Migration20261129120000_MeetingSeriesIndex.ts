import { Migration } from '@mikro-orm/migrations';

/** The running recurring series of a business, which a calendar range and the free slots expand into occurrences. */
export class Migration20261129120000_MeetingSeriesIndex extends Migration {
  override name = 'Migration20261129120000_MeetingSeriesIndex';

  override up(): void | Promise<void> {
    this.addSql(`create index "meetings_series_index" on "meetings" ("coach_id", "scheduled_at") where "is_recurring" and "status" = 'scheduled';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "meetings_series_index";`);
  }
}
