import { Migration } from '@mikro-orm/migrations';

/** How long an unpaid seat a client took is held for them to pay (null for free, paid and business-given seats). */
export class Migration20261125176000_SeatHolds extends Migration {
  override name = 'Migration20261125176000_SeatHolds';

  override up(): void | Promise<void> {
    this.addSql(`alter table "meeting_participants" add "held_until" timestamptz null;`);
    this.addSql(`create index "meeting_participants_held_until_index" on "meeting_participants" ("held_until") where "held_until" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "meeting_participants_held_until_index";`);
    this.addSql(`alter table "meeting_participants" drop column "held_until";`);
  }
}
