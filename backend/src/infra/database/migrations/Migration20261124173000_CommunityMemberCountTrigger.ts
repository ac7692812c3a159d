import { Migration } from '@mikro-orm/migrations';

/**
 * The database holds `communities.member_count`: statement triggers on community_members add the difference every
 * insert, delete or update makes (cascades from deleted clients and communities included), locking the communities in
 * id order first so two statements never deadlock; the check constraint `member_count <= member_limit` refuses a seat
 * past the limit. Counts that drifted before are recomputed from the rows (a limit that the rows already passed is
 * raised to the number of members, so nobody is removed).
 */
export class Migration20261124173000_CommunityMemberCountTrigger extends Migration {
  override name = 'Migration20261124173000_CommunityMemberCountTrigger';

  override up(): void | Promise<void> {
    this.addSql(`create function "community_members_count"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform 1 from communities where id in (select community_id from new_rows) order by id for no key update;
    update communities c set member_count = c.member_count + d.n
      from (select community_id, count(*)::int as n from new_rows group by community_id) d where c.id = d.community_id;
  elsif tg_op = 'DELETE' then
    perform 1 from communities where id in (select community_id from old_rows) order by id for no key update;
    update communities c set member_count = c.member_count - d.n
      from (select community_id, count(*)::int as n from old_rows group by community_id) d where c.id = d.community_id;
  else
    perform 1 from communities where id in (select community_id from old_rows union select community_id from new_rows) order by id for no key update;
    update communities c set member_count = c.member_count + d.n
      from (
        select community_id, sum(n)::int as n
          from (select community_id, 1 as n from new_rows union all select community_id, -1 from old_rows) moved
         group by community_id having sum(n) <> 0
      ) d where c.id = d.community_id;
  end if;
  return null;
end $$;`);
    this.addSql(
      `create trigger "community_members_count_insert" after insert on "community_members" referencing new table as new_rows for each statement execute function "community_members_count"();`,
    );
    this.addSql(
      `create trigger "community_members_count_update" after update on "community_members" referencing old table as old_rows new table as new_rows for each statement execute function "community_members_count"();`,
    );
    this.addSql(
      `create trigger "community_members_count_delete" after delete on "community_members" referencing old table as old_rows for each statement execute function "community_members_count"();`,
    );
    // Counts that drifted before the triggers: recomputed from the rows; a limit already passed is raised to the members.
    this.addSql(`update "communities" c set "member_count" = m.n, "member_limit" = case when c."member_limit" < m.n then m.n else c."member_limit" end
      from (select c2."id", (select count(*)::int from "community_members" cm where cm."community_id" = c2."id") as n from "communities" c2) m
     where c."id" = m."id" and c."member_count" <> m.n;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "community_members_count_insert" on "community_members";`);
    this.addSql(`drop trigger if exists "community_members_count_update" on "community_members";`);
    this.addSql(`drop trigger if exists "community_members_count_delete" on "community_members";`);
    this.addSql(`drop function if exists "community_members_count"();`);
  }
}
