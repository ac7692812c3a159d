import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { TenantOwned } from '../../../../common/tenancy/tenant-owned';
import { Client } from '../../../clients/entities/client.entity';
import { Community } from './community.entity';

/**
 * A member of a community (document 2 section 3, community_members). Members are the business's clients, by their
 * client record (as conversations are), so a client can be added before they have a sign-in. Not client-private: a
 * client member sees who else belongs to the community, so the tenant path stops at the business.
 */
@Entity({ tableName: 'community_members' })
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
