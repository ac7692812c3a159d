import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { CLIENT_MESSAGES } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { toDecimal } from '../../common/validation/transforms';
import { ClientsRepository } from './clients.repository';
import { toClientResponse, type ClientResponseDto } from './dto/client.response';
import type { CreateClientDto } from './dto/create-client.dto';
import type { ListClientsQuery } from './dto/list-clients.query';
import type { UpdateClientDto } from './dto/update-client.dto';
import { Client } from './entities/client.entity';


/** Use cases of the clients list: every one takes the tenant and never reaches another business's rows. */
@Injectable()
export class ClientsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clients: ClientsRepository,
    private readonly events: DomainEvents,
  ) {}

  async list(tenant: Tenant, query: ListClientsQuery): Promise<Page<ClientResponseDto>> {
    const page = await this.clients.page(tenant.businessId, query);
    return { ...page, items: page.items.map(toClientResponse) };
  }

  async get(tenant: Tenant, id: string): Promise<ClientResponseDto> {
    return toClientResponse(await this.findOrFail(tenant, id));
  }

  async create(tenant: Tenant, dto: CreateClientDto, source = 'manual'): Promise<ClientResponseDto> {
    const client = this.em.create(Client, {
      coach: tenant.businessId,
      firstName: dto.firstName,
      lastName: dto.lastName,
      email: dto.email.toLowerCase(),
      phone: dto.phone ?? null,
      fitnessGoal: dto.fitnessGoal ?? null,
      source,
    });
    this.events.record(this.em, 'client_signup', { businessId: tenant.businessId, clientId: client.id });
    await this.saveUnique(client);
    return toClientResponse(client);
  }

  async update(tenant: Tenant, id: string, dto: UpdateClientDto): Promise<ClientResponseDto> {
    const client = await this.findOrFail(tenant, id);
    const { currentWeight, targetWeight, height, email, ...rest } = dto;
    const changes = {
      ...rest,
      email: email?.toLowerCase(),
      currentWeight: toDecimal(currentWeight),
      targetWeight: toDecimal(targetWeight),
      height: toDecimal(height),
    };
    // Only what was sent changes.
    this.em.assign(client, Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
    await this.saveUnique(client);
    return toClientResponse(client);
  }

  async setActive(tenant: Tenant, id: string, isActive: boolean): Promise<ClientResponseDto> {
    const client = await this.findOrFail(tenant, id);
    client.isActive = isActive;
    await this.em.flush();
    return toClientResponse(client);
  }

  /** Deletes the client and, through the foreign keys, everything recorded about them. */
  async remove(tenant: Tenant, id: string): Promise<void> {
    const client = await this.findOrFail(tenant, id);
    await this.em.remove(client).flush();
  }

  /** For the other modules of this business: the client entity or a 404. */
  async findOrFail(tenant: Tenant, id: string): Promise<Client> {
    if (tenant.clientId && tenant.clientId !== id) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const client = await this.clients.findOne(tenant.businessId, id);
    if (!client) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return client;
  }

  private async saveUnique(client: Client): Promise<void> {
    try {
      await this.em.persist(client).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictException(CLIENT_MESSAGES.emailTaken);
      }
      throw error;
    }
  }
}
