import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ADMIN_AREA_MESSAGES, TWO_FACTOR_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import type { AuthUser } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { AuditService } from '../audit/audit.service';
import { ClientErasureService } from '../account-data/client-erasure.service';
import { ClientsService } from '../clients/clients.service';
import { RevenueAnalyticsService } from '../payments/revenue-analytics.service';
import { BusinessAccessService } from '../users/business-access.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { UsersService } from '../users/users.service';
import {
  toAdminBusinessResponse,
  toAdminUserResponse,
  type AdminAnalyticsResponseDto,
  type AdminBusinessResponseDto,
  type AdminClientRowResponseDto,
  type AdminUserResponseDto,
  type ListAdminClientsQuery,
  type ListAdminUsersQuery,
  type ListBusinessesQuery,
  type SuspendBusinessDto,
} from './dto/admin-area.dto';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/**
 * The platform admin's use cases across every business: the overview's figures, Business Management (suspend,
 * reactivate), Client Management (delete) and User Management (disable, enable, sign out, reset two-factor sign-in). Each action that changes
 * another person's access or data commits its audit entry in the same transaction as the change.
 */
@Injectable()
export class AdminAreaService {
  private readonly logger = new Logger(AdminAreaService.name);

  constructor(
    private readonly users: UsersService,
    private readonly access: BusinessAccessService,
    private readonly clients: ClientsService,
    private readonly audit: AuditService,
    private readonly erasure: ClientErasureService,
    private readonly twoFactor: TwoFactorService,
    private readonly revenue: RevenueAnalyticsService,
    private readonly uow: UnitOfWork,
  ) {}

  async analytics(now = new Date()): Promise<AdminAnalyticsResponseDto> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [businesses, clients, revenue] = await Promise.all([
      this.users.businessCounts(monthStart),
      this.clients.platformCounts(),
      this.revenue.thisMonth(now),
    ]);
    return {
      businesses,
      clients: { total: clients.total, active: clients.active, inactive: clients.total - clients.active },
      revenue,
    };
  }

  async businesses(query: ListBusinessesQuery): Promise<Page<AdminBusinessResponseDto>> {
    const status = query.status === 'all' ? undefined : query.status;
    return (await this.users.businessPage({ ...query, status })).map(toAdminBusinessResponse);
  }

  async suspend(actor: AuthUser, businessId: string, dto: SuspendBusinessDto): Promise<AdminBusinessResponseDto> {
    const business = await this.businessOrFail(businessId);
    await this.uow.transaction(async () => {
      await this.access.suspend(businessId, dto.reason);
      this.audit.record({ actor, action: 'business_suspended', target: this.businessTarget(business), reason: dto.reason });
    });
    return this.businessOrFail(businessId);
  }

  async reactivate(actor: AuthUser, businessId: string): Promise<AdminBusinessResponseDto> {
    const business = await this.businessOrFail(businessId);
    await this.uow.transaction(async () => {
      await this.access.reactivate(businessId);
      this.audit.record({ actor, action: 'business_reactivated', target: this.businessTarget(business) });
    });
    return this.businessOrFail(businessId);
  }

  async clientRows(query: ListAdminClientsQuery): Promise<Page<AdminClientRowResponseDto>> {
    const page = await this.clients.platformPage(query);
    const coaches = await this.users.namesOf([...new Set(page.items.map((client) => client.coachId))]);
    return page.map((client) => {
      const coach = coaches.get(client.coachId);
      return {
        client: {
          id: client.id,
          firstName: client.firstName,
          lastName: client.lastName,
          email: client.email,
          isActive: client.isActive,
          createdAt: client.createdAt.toISOString(),
        },
        coach: {
          id: client.coachId,
          firstName: coach?.firstName ?? '',
          lastName: coach?.lastName ?? '',
          username: coach?.username ?? null,
          businessName: coach?.businessName ?? null,
        },
      };
    });
  }

  /**
   * Deletes a client of any business with the routine the client's own erasure uses (ClientErasureService): the record
   * and everything that belongs to it go (the foreign keys cascade), its open sockets are dropped (`client_deleted`),
   * the entry is audited in the same transaction, and once the rows are gone their stored files are removed (progress
   * photos, message attachments, data export ZIPs, form uploads and signatures, onboarding uploads).
   */
  async deleteClient(actor: AuthUser, clientId: string): Promise<void> {
    const businessId = await this.clients.businessOf(clientId);
    if (!businessId) throw new NotFoundException(ADMIN_AREA_MESSAGES.clientNotFound);
    const tenant = { businessId, actor, permissions: 'all' as const };
    const client = await this.clients.findOrFail(tenant, clientId);
    const removed = await this.erasure.erase(tenant, clientId, {
      before: () =>
        this.audit.record({
          actor,
          action: 'client_deleted',
          target: { type: 'client', id: client.id, label: `${fullName(client)} <${client.email}>`, businessId },
        }),
    });
    if (removed) this.logger.log(`Client ${clientId} deleted by an admin (${removed} stored files removed)`);
  }

  async userRows(query: ListAdminUsersQuery): Promise<Page<AdminUserResponseDto>> {
    const page = await this.users.accountPage(query);
    const twoFactorUsers = await this.twoFactor.enabledAmong(page.items.map((row) => row.id));
    return page.map((row) => toAdminUserResponse(row, twoFactorUsers));
  }

  async disable(actor: AuthUser, userId: string): Promise<AdminUserResponseDto> {
    return this.changeAccess(actor, userId, 'user_disabled', () => this.access.disable(userId));
  }

  async enable(actor: AuthUser, userId: string): Promise<AdminUserResponseDto> {
    return this.changeAccess(actor, userId, 'user_enabled', () => this.access.enable(userId));
  }

  async signOut(actor: AuthUser, userId: string): Promise<AdminUserResponseDto> {
    return this.changeAccess(actor, userId, 'user_signed_out', () => this.access.signOutEverywhere(userId));
  }

  /** For someone who lost their authenticator: two-factor is off, their recovery codes are gone; 409 when it was not on. */
  async resetTwoFactor(actor: AuthUser, userId: string): Promise<AdminUserResponseDto> {
    return this.changeAccess(actor, userId, 'two_factor_reset', async () => {
      if (!(await this.twoFactor.reset(userId))) throw new ConflictException(TWO_FACTOR_MESSAGES.notEnabled);
    });
  }

  private async changeAccess(
    actor: AuthUser,
    userId: string,
    action: 'user_disabled' | 'user_enabled' | 'user_signed_out' | 'two_factor_reset',
    change: () => Promise<void>,
  ): Promise<AdminUserResponseDto> {
    if (userId === actor.id) throw new BadRequestException(ADMIN_AREA_MESSAGES.ownAccount);
    const account = await this.accountOrFail(userId);
    await this.uow.transaction(async () => {
      await change();
      this.audit.record({ actor, action, target: { type: 'user', id: account.id, label: `${fullName(account)} <${account.email}>` } });
    });
    return this.accountOrFail(userId);
  }

  private async accountOrFail(userId: string): Promise<AdminUserResponseDto> {
    const profile = await this.users.accountRow(userId);
    if (!profile) throw new NotFoundException(ADMIN_AREA_MESSAGES.userNotFound);
    return toAdminUserResponse(profile, await this.twoFactor.enabledAmong([profile.id]));
  }

  private async businessOrFail(businessId: string): Promise<AdminBusinessResponseDto> {
    const row = await this.users.businessRow(businessId);
    if (!row) throw new NotFoundException(ADMIN_AREA_MESSAGES.businessNotFound);
    return toAdminBusinessResponse(row);
  }

  private businessTarget(business: AdminBusinessResponseDto) {
    const name = business.businessName ? `${business.businessName} (${fullName(business)})` : fullName(business);
    return { type: 'business' as const, id: business.id, label: `${name} <${business.email}>`, businessId: business.id };
  }
}
