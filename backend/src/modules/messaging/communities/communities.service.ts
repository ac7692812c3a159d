import { CheckConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMUNITY_MESSAGES, CURSOR_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../../common/database/unit-of-work';
import { DomainEvents } from '../../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../../common/http/authenticated-request';
import { cursorPageOrFail, type CursorPage } from '../../../common/http/cursor-pagination';
import type { Page } from '../../../common/http/pagination';
import { isUuid } from '../../../common/http/id-param.pipe';
import { ClientsService } from '../../clients/clients.service';
import { CommunitiesRealtime } from './communities-realtime';
import { CommunitiesRepository } from './communities.repository';
import { CommunityMembersRepository } from './community-members.repository';
import { CommunityPostsRepository } from './community-posts.repository';
import {
  toClientCommunityResponse,
  toCommunityResponse,
  type ClientCommunityResponseDto,
  type CommunityResponseDto,
  type CreateCommunityDto,
  type ListClientCommunitiesQuery,
  type ListCommunitiesQuery,
  type UpdateCommunityDto,
} from './dto/community.dto';
import { toCommunityMemberResponse, type CommunityMemberResponseDto, type ListCommunityMembersQuery } from './dto/community-member.dto';
import type { Community } from './entities/community.entity';

const startOfUtcDay = (now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * Communities of a business and their members. The business side (owner, permitted staff) manages all of them; a
 * client sees the public ones and the private ones they belong to, and posts where they are a member.
 */
@Injectable()
export class CommunitiesService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly communities: CommunitiesRepository,
    private readonly members: CommunityMembersRepository,
    private readonly posts: CommunityPostsRepository,
    private readonly clients: ClientsService,
    private readonly realtime: CommunitiesRealtime,
    private readonly events: DomainEvents,
  ) {}

  async list(tenant: Tenant, query: ListCommunitiesQuery): Promise<Page<CommunityResponseDto>> {
    const memberOf = tenant.clientId ? await this.members.communityIdsOf(tenant, tenant.clientId) : null;
    const communities = await this.communities.page(tenant, query, memberOf ? { memberOf } : undefined);
    const today = await this.posts.countSince(
      tenant,
      communities.items.map((c) => c.id),
      startOfUtcDay(),
    );
    return communities.map((c) => toCommunityResponse(c, { messagesToday: today.get(c.id) ?? 0, isMember: !memberOf || memberOf.includes(c.id) }));
  }

  async get(tenant: Tenant, id: string): Promise<CommunityResponseDto> {
    const { community, isMember } = await this.findVisible(tenant, id);
    const today = await this.posts.countSince(tenant, [community.id], startOfUtcDay());
    return toCommunityResponse(community, { messagesToday: today.get(community.id) ?? 0, isMember });
  }

  async create(tenant: Tenant, dto: CreateCommunityDto): Promise<CommunityResponseDto> {
    const community = this.communities.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      isPrivate: dto.isPrivate ?? false,
      memberLimit: dto.memberLimit ?? null,
    });
    await this.uow.save();
    return toCommunityResponse(community, { messagesToday: 0, isMember: true });
  }

  async update(tenant: Tenant, id: string, dto: UpdateCommunityDto): Promise<CommunityResponseDto> {
    const community = await this.findOrFail(tenant, id);
    if (dto.memberLimit != null && dto.memberLimit < community.memberCount) throw new BadRequestException(COMMUNITY_MESSAGES.memberLimitBelowMembers);
    if (dto.isPrivate && !community.isPrivate) this.events.record('community_made_private', { businessId: tenant.businessId, communityId: community.id });
    Object.assign(community, Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)));
    try {
      await this.uow.save();
    } catch (error) {
      // A member added between the check and the save: the check constraint keeps the limit honest.
      if (error instanceof CheckConstraintViolationException) throw new BadRequestException(COMMUNITY_MESSAGES.memberLimitBelowMembers);
      throw error;
    }
    this.realtime.changed(tenant.businessId, community.id);
    return this.get(tenant, id);
  }

  async remove(tenant: Tenant, id: string): Promise<void> {
    const community = await this.findOrFail(tenant, id);
    this.communities.removeCommunity(tenant, community);
    await this.uow.save();
    this.realtime.changed(tenant.businessId, id);
  }

  async listMembers(tenant: Tenant, id: string, query: ListCommunityMembersQuery): Promise<CursorPage<CommunityMemberResponseDto>> {
    const { community } = await this.findVisible(tenant, id);
    return cursorPageOrFail(await this.members.page(tenant, community.id, query), CURSOR_MESSAGES.communityMembers).map((member) =>
      toCommunityMemberResponse(member, Boolean(tenant.clientId)),
    );
  }

  /** Adds a client of the business; the member limit holds under concurrent adds (see `seat`). */
  async addMember(tenant: Tenant, id: string, clientId: string): Promise<CommunityMemberResponseDto> {
    const community = await this.findOrFail(tenant, id);
    if (!isUuid(clientId)) throw new NotFoundException('Client not found');
    const client = await this.clients.findOrFail(tenant, clientId.toLowerCase());
    return this.seat(tenant, community, client.id);
  }

  /**
   * Adds a client of the business as an automation does: a client already in the community (or added by a concurrent
   * call) stays as they are, `added` false, so running it twice adds once. A full community refuses the seat (409).
   */
  async addClientOnce(tenant: TenantScope, id: string, clientId: string): Promise<{ added: boolean }> {
    const community = await this.findOrFail(tenant, id);
    const client = await this.clients.findOrFail(tenant, clientId);
    if (await this.members.isMember(tenant, community.id, client.id)) return { added: false };
    try {
      await this.seat(tenant, community, client.id);
      return { added: true };
    } catch (error) {
      if (error instanceof ConflictException && error.message === COMMUNITY_MESSAGES.alreadyMember) return { added: false };
      throw error;
    }
  }

  /** A client joins a public community of their coach (private ones are joined only by being added). */
  async join(tenant: Tenant, id: string): Promise<CommunityMemberResponseDto> {
    const { community, isMember } = await this.findVisible(tenant, id);
    if (!tenant.clientId) throw new ForbiddenException('Only clients join communities');
    if (isMember) throw new ConflictException(COMMUNITY_MESSAGES.alreadyMember);
    return this.seat(tenant, community, tenant.clientId);
  }

  /** Removes a member; the database frees the seat with the row (of concurrent removals of one member, one answers 204). */
  async removeMember(tenant: Tenant, id: string, clientId: string): Promise<void> {
    const community = await this.findOrFail(tenant, id);
    await this.uow.transaction(async () => {
      if (!(await this.members.removeMember(tenant, community.id, clientId))) throw new NotFoundException(COMMUNITY_MESSAGES.memberNotFound);
      this.events.record('community_member_removed', { businessId: tenant.businessId, communityId: community.id, clientId });
    });
    this.realtime.changed(tenant.businessId, community.id);
  }

  /** The communities a client belongs to (the client portal's list and dashboard card). */
  async clientCommunities(tenant: Tenant, query: ListClientCommunitiesQuery): Promise<Page<ClientCommunityResponseDto>> {
    const ids = await this.members.communityIdsOf(tenant, tenant.clientId!);
    return (await this.communities.pageByIds(tenant, ids, query)).map(toClientCommunityResponse);
  }

  /** For posts: the community if the caller may read it, and whether they may write in it (members and the business). */
  async findVisible(tenant: Tenant, id: string): Promise<{ community: Community; isMember: boolean }> {
    const community = await this.findOrFail(tenant, id);
    if (!tenant.clientId) return { community, isMember: true };
    const isMember = await this.members.isMember(tenant, community.id, tenant.clientId);
    if (community.isPrivate && !isMember) throw new NotFoundException(COMMUNITY_MESSAGES.notFound);
    return { community, isMember };
  }

  /**
   * Inserts the membership: the database raises the community's count in the same statement (a trigger) and its check
   * constraint refuses a seat past the limit, so concurrent adds and joins never pass it.
   */
  private async seat(tenant: TenantScope, community: Community, clientId: string): Promise<CommunityMemberResponseDto> {
    try {
      this.members.add(tenant, community, clientId);
      await this.uow.save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(COMMUNITY_MESSAGES.alreadyMember);
      if (error instanceof CheckConstraintViolationException) throw new ConflictException(COMMUNITY_MESSAGES.full);
      throw error;
    }
    this.realtime.changed(tenant.businessId, community.id);
    const member = (await this.members.findMember(tenant, community.id, clientId))!;
    return toCommunityMemberResponse(member, Boolean(tenant.clientId));
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<Community> {
    const community = await this.communities.findById(tenant, id);
    if (!community) throw new NotFoundException(COMMUNITY_MESSAGES.notFound);
    return community;
  }
}
