import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES, clientLimitMessage, type SetupWizardProgress } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { ClientsRepository, type ClientActivity, type PlatformClientRow } from './clients.repository';
import { toClientResponse, type ClientResponseDto, type CreateClientDto, type ListClientsQuery, type UpdateClientDto } from './dto/client.dto';
import type { Client } from './entities/client.entity';
import { ClientInvitationsRepository } from './invitations/client-invitations.repository';

/** Use cases of the clients list: every one takes the tenant and never reaches another business's rows. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly clients: ClientsRepository,
    private readonly invitations: ClientInvitationsRepository,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListClientsQuery): Promise<Page<ClientResponseDto>> {
    return (await this.clients.page(tenant, query)).map(toClientResponse);
  }

  async get(tenant: Tenant, id: string): Promise<ClientResponseDto> {
    return this.respond(tenant, await this.findOrFail(tenant, id));
  }

  /** Adds a client; 403 when the business's plan (a tier of the three-tier page) has no room for another. */
  async create(tenant: Tenant, dto: CreateClientDto, source = 'manual'): Promise<ClientResponseDto> {
    return this.uow.transaction(async () => {
      const { plan, room } = await this.clients.lockClientRoom(tenant);
      if (room !== null && room < 1) throw new ForbiddenException(clientLimitMessage(plan!));
      const client = this.clients.add(tenant, {
        firstName: dto.firstName,
        lastName: dto.lastName,
        email: dto.email.toLowerCase(),
        phone: dto.phone ?? null,
        fitnessGoal: dto.fitnessGoal ?? null,
        source,
      });
      this.events.record('client_signup', { businessId: tenant.businessId, clientId: client.id });
      await this.saveUnique();
      return toClientResponse(client);
    });
  }

  async update(tenant: Tenant, id: string, dto: UpdateClientDto): Promise<ClientResponseDto> {
    const client = await this.findOrFail(tenant, id);
    const changes = { ...dto, email: dto.email?.toLowerCase() };
    // Only what was sent changes.
    Object.assign(client, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    await this.saveUnique();
    return this.respond(tenant, client);
  }

  async setActive(tenant: Tenant, id: string, isActive: boolean): Promise<ClientResponseDto> {
    const client = await this.findOrFail(tenant, id);
    if (client.isActive !== isActive) client.deactivatedAt = isActive ? null : new Date();
    client.isActive = isActive;
    await this.uow.save();
    return this.respond(tenant, client);
  }

  /** One client as the API answers it, with its invitation state. */
  private async respond(tenant: TenantScope, client: Client): Promise<ClientResponseDto> {
    return toClientResponse({ ...client, invitation: client.user ? null : await this.invitations.pendingFor(tenant, client.id) });
  }

  /** Deletes the client and, through the foreign keys, everything recorded about them; their open sockets are dropped. */
  async remove(tenant: Tenant, id: string): Promise<void> {
    const client = await this.findOrFail(tenant, id);
    await this.uow.transaction(async () => {
      this.events.record('client_deleted', { businessId: tenant.businessId, clientId: client.id, userId: client.user?.id ?? null });
      await this.clients.removeClient(tenant, client);
    });
  }

  /**
   * For the other modules of this business: the client entity or a 404 (a client user reaches only their own, an
   * assigned staff member only their assigned ones: the repository's tenant scope narrows it).
   */
  async findOrFail(tenant: TenantScope, id: string): Promise<Client> {
    const client = await this.clients.findById(tenant, id);
    if (!client) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return client;
  }

  /**
   * Marks the client's onboarding completed (the first completion's time is kept). Staged: the caller's unit of work
   * commits it.
   */
  async markOnboardingCompleted(tenant: TenantScope, id: string, at: Date): Promise<Client> {
    const client = await this.findOrFail(tenant, id);
    if (!client.onboardingCompleted) {
      client.onboardingCompleted = true;
      client.onboardingCompletedAt = at;
    }
    return client;
  }

  /**
   * Creates or updates the client of a lead-management contact (lead webhooks): the same contact twice updates one
   * client (a unique index and an upsert). A new client records `client_signup`, as any other new client does.
   */
  async upsertLead(
    tenant: TenantScope,
    lead: { contactId: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null; activate: boolean },
  ): Promise<{ id: string; created: boolean } | null> {
    const result = await this.clients.upsertLead(tenant, lead);
    if (result?.created) this.events.record('client_signup', { businessId: tenant.businessId, clientId: result.id });
    return result;
  }

  /** The business's client whose sign-in is `userId`, if any (messaging accepts either id for a client). */
  findByUser(tenant: TenantScope, userId: string): Promise<Client | null> {
    return this.clients.findByUser(tenant, userId);
  }

  /** Active clients of the business (dashboard). */
  countActive(tenant: TenantScope): Promise<number> {
    return this.clients.countActive(tenant);
  }

  /** Active clients that had joined by `at` (dashboard trend). */
  countActiveJoinedBefore(tenant: TenantScope, at: Date): Promise<number> {
    return this.clients.countActiveJoinedBefore(tenant, at);
  }

  /** The latest things the business's clients did (dashboard). */
  recentActivity(tenant: TenantScope, limit: number): Promise<ClientActivity[]> {
    return this.clients.recentActivity(tenant, limit);
  }

  /** Every active client of the business, id and full name (forms: who still has to sign a required form). */
  activeNames(tenant: TenantScope): Promise<{ id: string; name: string }[]> {
    return this.clients.activeNames(tenant);
  }

  /** Full names of these clients of the business, by id (other modules' activity lists). */
  namesOf(tenant: TenantScope, ids: string[]): Promise<Map<string, string>> {
    return this.clients.namesOf(tenant, ids);
  }

  /** The client record a client user's sign-in is linked to, if any (tenancy of client users). */
  findMembership(userId: string): Promise<{ id: string; coachId: string } | null> {
    return this.clients.findMembership(userId);
  }

  /** Every business's clients, a page at a time (the platform admin's Client Management). */
  platformPage(filter: { search?: string; businessId?: string; page: number; limit: number }): Promise<Page<PlatformClientRow>> {
    return this.clients.platformPage(filter);
  }

  /** Clients on the platform, all and active (the admin overview). */
  platformCounts(): Promise<{ total: number; active: number }> {
    return this.clients.platformCounts();
  }

  /** The business a client record belongs to, or null when there is no such client (the admin's deletion). */
  businessOf(clientId: string): Promise<string | null> {
    return this.clients.businessOf(clientId);
  }

  /** Saves the request's changes; an e-mail the business already has for another client answers 409. */
  private async saveUnique(): Promise<void> {
    try {
      await this.uow.save();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(CLIENT_MESSAGES.emailTaken);
      throw error;
    }
  }

  /** The setup wizard's first-client task. */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    return { 'create-profile': await this.clients.hasAny(tenant) };
  }
}
