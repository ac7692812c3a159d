import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { ClientsRepository, type ClientActivity } from './clients.repository';
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

  async create(tenant: Tenant, dto: CreateClientDto, source = 'manual'): Promise<ClientResponseDto> {
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

  /** For the other modules of this business: the client entity or a 404 (a client user reaches only their own). */
  async findOrFail(tenant: TenantScope, id: string): Promise<Client> {
    if (tenant.clientId && tenant.clientId !== id) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findById(tenant, id);
    if (!client) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return client;
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

  /** Full names of these clients of the business, by id (other modules' activity lists). */
  namesOf(tenant: TenantScope, ids: string[]): Promise<Map<string, string>> {
    return this.clients.namesOf(tenant, ids);
  }

  /** The client record a client user's sign-in is linked to, if any (tenancy of client users). */
  findMembership(userId: string): Promise<{ id: string; coachId: string } | null> {
    return this.clients.findMembership(userId);
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
}
