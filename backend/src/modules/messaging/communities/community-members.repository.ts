import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { CursorPage } from '../../../common/http/cursor-pagination';
import { TenantRepository } from '../../../common/tenancy/tenant-repository';
import type { Community } from './entities/community.entity';
import { CommunityMember } from './entities/community-member.entity';

/**
 * Members of the business's communities. The entity's tenant path is `community.coach`; it declares no client, since a
 * client member sees the community's other members too.
 */
@Injectable()
export class CommunityMembersRepository extends TenantRepository<CommunityMember> {
  constructor(em: EntityManager) {
    super(em, CommunityMember);
  }

  /** A page of the community's members, oldest first; null when the cursor is none of them. */
  page(tenant: TenantScope, communityId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<CommunityMember> | null> {
    return this.findAfter(tenant, { community: communityId }, page, { by: ['joinedAt'], direction: 'asc' }, ['client']);
  }

  /** One membership, with its client. */
  findMember(tenant: TenantScope, communityId: string, clientId: string): Promise<CommunityMember | null> {
    return this.findOne(tenant, { community: communityId, client: clientId }, { populate: ['client'] });
  }

  async isMember(tenant: TenantScope, communityId: string, clientId: string): Promise<boolean> {
    return (await this.count(tenant, { community: communityId, client: clientId })) > 0;
  }

  /** The communities a client belongs to. */
  async communityIdsOf(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId });
    return rows.map((row) => row.community.id);
  }

  /** A new member of a community found in the tenant (saved with the next flush); the client must be one of the business's. */
  add(tenant: TenantScope, community: Community, clientId: string, joinedAt = new Date()): CommunityMember {
    return this.create(tenant, { community, client: clientId, joinedAt });
  }

  /** Removes the membership; answers whether there was one. */
  async removeMember(tenant: TenantScope, communityId: string, clientId: string): Promise<boolean> {
    return (await this.delete(tenant, { community: communityId, client: clientId })) > 0;
  }
}
