import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../../common/tenancy/tenant-owned';
import { Client } from '../../../clients/entities/client.entity';
import { Community } from './community.entity';

/** The statement triggers that keep `communities.member_count` equal to the member rows (see the class comment). */
const countTrigger = (name: string, event: 'insert' | 'update' | 'delete', referencing: string) => ({
  name,
  timing: 'after' as const,
  events: [event],
  forEach: 'statement' as const,
  expression: `create trigger "${name}" after ${event} on "community_members" referencing ${referencing} for each statement execute function "community_members_count"()`,
});

/**
 * A member of a community (document 2 section 3, community_members). Members are the business's clients, by their
 * client record (as conversations are), so a client can be added before they have a sign-in. Not client-private: a
 * client member sees who else belongs to the community, so the tenant path stops at the business.
 *
 * The database holds the member count: after every insert, delete or update of these rows (a cascade from a deleted
 * client or community included) one statement trigger adds the difference to `communities.member_count`, locking the
 * communities in id order (so two statements never deadlock). The community's check constraint
 * (`member_count <= member_limit`) then refuses the insert that would pass the limit, however many arrive at once.
 * Created by Migration20261124173000_CommunityMemberCountTrigger (function `community_members_count`); declared here so
 * the schema diff knows them.
 */
@Entity({
  tableName: 'community_members',
  triggers: [
    countTrigger('community_members_count_insert', 'insert', 'new table as new_rows'),
    countTrigger('community_members_count_update', 'update', 'old table as old_rows new table as new_rows'),
    countTrigger('community_members_count_delete', 'delete', 'old table as old_rows'),
  ],
})
@TenantOwned('community.coach')
@Unique({ name: 'community_members_community_id_client_id_unique', properties: ['community', 'client'] })
export class CommunityMember {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Community, { fieldName: 'community_id', deleteRule: 'cascade' })
  community: Community;

  @ManyToOne(() => Client, { fieldName: 'client_id', deleteRule: 'cascade', index: true })
  client: Client;

  @Property({ default: 'member' })
  role: string & Opt = 'member';

  @Property({ type: 'timestamptz' })
  joinedAt: Date & Opt = new Date();
}
