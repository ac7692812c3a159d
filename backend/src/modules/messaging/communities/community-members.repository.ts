import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../../common/http/authenticated-request';
import type { CommunityMember } from './entities/community-member.entity';

/** Members of the business's communities; every method takes the tenant first (through the community's coach). */
export class CommunityMembersRepository extends EntityRepository<CommunityMember> {
  list(tenant: TenantScope, communityId: string): Promise<CommunityMember[]> {
    return this.find({ community: { id: communityId, coach: tenant.businessId } }, { populate: ['client'], orderBy: { joinedAt: 'asc', id: 'asc' } });
  }

  async isMember(tenant: TenantScope, communityId: string, clientId: string): Promise<boolean> {
    return (await this.count({ community: { id: communityId, coach: tenant.businessId }, client: clientId })) > 0;
  }

  /** The communities a client belongs to. */
  async communityIdsOf(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find({ client: clientId, community: { coach: tenant.businessId } }, { fields: ['community'] });
    return rows.map((row) => row.community.id);
  }

  /** Removes the membership; answers whether there was one. */
  async removeMember(tenant: TenantScope, communityId: string, clientId: string): Promise<boolean> {
    const member = await this.findOne({ community: { id: communityId, coach: tenant.businessId }, client: clientId });
    if (!member) return false;
    await this.getEntityManager().remove(member).flush();
    return true;
  }
}
