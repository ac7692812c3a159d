import { ForeignKeyConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  calendarDateIn,
  CLIENT_MESSAGES,
  PACKAGE_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  subscriptionEndDate,
  type PackageBillingInterval,
  type SetupWizardProgress,
} from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { isUuid } from '../../common/http/id-param.pipe';
import type { Page } from '../../common/http/pagination';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { ClientsService } from '../clients/clients.service';
import type { Client } from '../clients/entities/client.entity';
import { UserTimeZonesService } from '../users/user-time-zones.service';
import { ClientSubscriptionsRepository } from './client-subscriptions.repository';
import { day, toClientSubscriptionResponse, type AssignPackageDto, type ClientSubscriptionResponseDto } from './dto/client-subscription.dto';
import {
  toCoachingPackageResponse,
  type CoachingPackageResponseDto,
  type CreateCoachingPackageDto,
  type ListClientSubscriptionsQuery,
  type ListCoachingPackagesQuery,
  type UpdateCoachingPackageDto,
} from './dto/coaching-package.dto';
import type { ClientSubscription } from './entities/client-subscription.entity';
import type { CoachingPackage } from './entities/coaching-package.entity';
import { PackagesRepository } from './packages.repository';

/**
 * The use cases of coaching packages and of the clients' subscriptions to them; the only thing other modules call.
 * Seats: a package's `maxClients` bounds its active subscriptions. Assignments to one package take turns on the
 * package's row lock, count the active subscriptions and insert inside that lock, so the last seat goes once however
 * many ask at the same moment; a unique index keeps one active subscription per client and package.
 */
/** A provider subscription as it is now, as far as a recurring package follows it. */
export interface ProviderSubscriptionState {
  paid: boolean;
  ended: boolean;
  periodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

@Injectable()
export class PackagesService {
  constructor(
    private readonly packages: PackagesRepository,
    private readonly subscriptions: ClientSubscriptionsRepository,
    private readonly clients: ClientsService,
    private readonly timeZones: UserTimeZonesService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, query: ListCoachingPackagesQuery): Promise<Page<CoachingPackageResponseDto>> {
    const page = await this.packages.page(tenant, query);
    const counts = await this.subscriptions.activeCounts(
      tenant,
      page.items.map((item) => item.id),
      await this.today(tenant),
    );
    return page.map((item) => toCoachingPackageResponse(item, counts.get(item.id) ?? 0));
  }

  async get(tenant: Tenant, id: string): Promise<CoachingPackageResponseDto> {
    return this.respond(tenant, await this.findOrFail(tenant, id));
  }

  /** A new package, active. */
  async create(tenant: Tenant, dto: CreateCoachingPackageDto): Promise<CoachingPackageResponseDto> {
    const coachingPackage = this.packages.add(tenant, {
      name: dto.name,
      description: dto.description ?? null,
      price: dto.price,
      duration: dto.duration,
      features: dto.features,
      maxClients: dto.maxClients ?? null,
      billingInterval: dto.billingInterval ?? null,
    });
    await this.uow.save();
    return toCoachingPackageResponse(coachingPackage, 0);
  }

  /**
   * Edits a package: only what is sent changes. Max clients cannot go below the clients holding it now (409). The
   * subscriptions keep their dates: a new duration applies to the next assignment.
   */
  async update(tenant: Tenant, id: string, dto: UpdateCoachingPackageDto): Promise<CoachingPackageResponseDto> {
    return this.uow.transaction(async () => {
      const coachingPackage = await this.lockOrFail(tenant, id);
      const active = await this.activeCount(tenant, coachingPackage);
      if (dto.maxClients !== undefined && dto.maxClients !== null && dto.maxClients < active)
        throw new ConflictException(PACKAGE_MESSAGES.maxClientsBelowActive);
      if (dto.name !== undefined) coachingPackage.name = dto.name;
      if (dto.description !== undefined) coachingPackage.description = dto.description;
      if (dto.price !== undefined) coachingPackage.price = dto.price;
      if (dto.duration !== undefined) coachingPackage.duration = dto.duration;
      if (dto.features !== undefined) coachingPackage.features = dto.features;
      if (dto.maxClients !== undefined) coachingPackage.maxClients = dto.maxClients;
      if (dto.billingInterval !== undefined) coachingPackage.billingInterval = dto.billingInterval;
      await this.uow.save();
      return toCoachingPackageResponse(coachingPackage, active);
    });
  }

  /** Active/Inactive: an inactive package cannot be assigned; the subscriptions it has stay as they are. */
  async setActive(tenant: Tenant, id: string, isActive: boolean): Promise<CoachingPackageResponseDto> {
    return this.uow.transaction(async () => {
      const coachingPackage = await this.lockOrFail(tenant, id);
      coachingPackage.isActive = isActive;
      await this.uow.save();
      return this.respond(tenant, coachingPackage);
    });
  }

  /**
   * Deletes a package no client has ever had. A package with subscriptions (active or past) answers 409: it is
   * deactivated instead, so the clients' history keeps it. The package's lock makes a concurrent assignment wait.
   */
  async remove(tenant: Tenant, id: string): Promise<void> {
    try {
      await this.uow.transaction(async () => {
        const coachingPackage = await this.lockOrFail(tenant, id);
        if (await this.subscriptions.anyOfPackage(tenant, coachingPackage.id)) throw new ConflictException(PACKAGE_MESSAGES.hasSubscriptions);
        this.packages.removePackage(tenant, coachingPackage);
        await this.uow.save();
      });
    } catch (error) {
      // The foreign key is the backstop of the check above.
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictException(PACKAGE_MESSAGES.hasSubscriptions);
      throw error;
    }
  }

  /** A client's packages, current and past, newest first. */
  async listOfClient(tenant: Tenant, clientId: string, query: ListClientSubscriptionsQuery): Promise<Page<ClientSubscriptionResponseDto>> {
    const client = await this.findClient(tenant, clientId);
    const page = await this.subscriptions.pageOfClient(tenant, client.id, query);
    const today = await this.today(tenant);
    return page.map((subscription) => toClientSubscriptionResponse(subscription, today));
  }

  /** A client's whole package history, oldest first, for their data export (the worker's side: no signed-in caller). */
  async historyOfClient(scope: TenantScope, clientId: string): Promise<ClientSubscriptionResponseDto[]> {
    const today = await this.today(scope);
    return (await this.subscriptions.allOfClient(scope, clientId)).map((subscription) => toClientSubscriptionResponse(subscription, today));
  }

  /**
   * Assigns one of the business's active packages to one of its clients, from `startDate` (today when left out) to
   * start plus the package's duration. Refused: an inactive package or a full one (409), a client who has the package
   * already (409), a start so early the package would have ended (400). The subscription and `package_assigned`
   * commit together. `stripeSubscriptionId` is for the payments module, when a client pays for a package.
   */
  async assign(
    tenant: TenantScope,
    clientId: string,
    dto: AssignPackageDto,
    payment: { stripeSubscriptionId?: string | null; endDate?: string; billingInterval?: PackageBillingInterval | null } = {},
  ): Promise<ClientSubscriptionResponseDto> {
    const client = await this.findClient(tenant, clientId);
    if (!isUuid(dto.packageId)) throw new NotFoundException(PACKAGE_MESSAGES.notFound);
    const today = await this.today(tenant);
    const startDate = dto.startDate ?? today;
    try {
      return await this.uow.transaction(async () => {
        const coachingPackage = await this.lockOrFail(tenant, dto.packageId);
        if (!coachingPackage.isActive) throw new ConflictException(PACKAGE_MESSAGES.inactive);
        // A recurring package runs to its provider period's end; a one-off one for its duration.
        const endDate = payment.endDate ?? subscriptionEndDate(startDate, coachingPackage.duration);
        if (endDate <= today) throw new ValidationFailedException([{ field: 'startDate', message: SUBSCRIPTION_MESSAGES.endsBeforeToday }]);
        await this.subscriptions.expireEndedOfPackage(tenant, coachingPackage.id, today);
        if (coachingPackage.maxClients !== null && coachingPackage.maxClients !== undefined) {
          const active = (await this.subscriptions.activeCounts(tenant, [coachingPackage.id], today)).get(coachingPackage.id) ?? 0;
          if (active >= coachingPackage.maxClients) throw new ConflictException(PACKAGE_MESSAGES.full);
        }
        const subscription = this.subscriptions.add(tenant, {
          client,
          package: coachingPackage,
          startDate,
          endDate,
          stripeSubscriptionId: payment.stripeSubscriptionId ?? null,
          billingInterval: payment.billingInterval ?? null,
        });
        this.events.record('package_assigned', {
          businessId: tenant.businessId,
          clientId: client.id,
          packageId: coachingPackage.id,
          clientSubscriptionId: subscription.id,
          startDate,
          endDate,
        });
        await this.uow.save();
        return toClientSubscriptionResponse(subscription, today);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(PACKAGE_MESSAGES.alreadyAssigned);
      throw error;
    }
  }

  /**
   * Ends a client's active subscription now: status cancelled, access until today (the end date becomes today, or the
   * start date for one that had not started). An ended one answers 409, and so does a renewing one (its payments run at
   * the provider: it ends by cancelling at period end). Records `package_subscription_ended`.
   */
  async end(tenant: Tenant, clientId: string, subscriptionId: string): Promise<ClientSubscriptionResponseDto> {
    const client = await this.findClient(tenant, clientId);
    const today = await this.today(tenant);
    return this.uow.transaction(async () => {
      const subscription = await this.subscriptions.lockOfClient(tenant, client.id, subscriptionId);
      if (!subscription) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFound);
      if (toClientSubscriptionResponse(subscription, today).status !== 'active') throw new ConflictException(SUBSCRIPTION_MESSAGES.notActive);
      // A renewing package is ended through its provider subscription (cancel at period end), never only here.
      if (subscription.billingInterval && subscription.stripeSubscriptionId) throw new ConflictException(SUBSCRIPTION_MESSAGES.recurringEndsAtPeriodEnd);
      subscription.status = 'cancelled';
      const startDate = day(subscription.startDate);
      subscription.endDate = startDate > today ? startDate : today;
      this.events.record('package_subscription_ended', {
        businessId: tenant.businessId,
        clientId: client.id,
        packageId: subscription.package.id,
        clientSubscriptionId: subscription.id,
        status: 'cancelled',
      });
      await this.uow.save();
      return toClientSubscriptionResponse(subscription, today);
    });
  }

  /**
   * A recurring package follows its provider subscription (the payments module reads the provider's current state):
   * a paid period moves the end date to the period's end (never back), `cancelAtPeriodEnd` mirrors the provider's, and
   * a subscription the provider ended is cancelled (no more renewals; `package_subscription_ended`). Null when no
   * client subscription pays through it yet (its first payment has not succeeded). Call inside a transaction.
   */
  async followProviderSubscription(
    tenant: TenantScope,
    stripeSubscriptionId: string,
    readState: () => Promise<ProviderSubscriptionState>,
  ): Promise<{ changed: boolean } | null> {
    const subscription = await this.subscriptions.lockByStripeSubscription(tenant, stripeSubscriptionId);
    if (!subscription) return null;
    // Read under the row's lock: a state read before it could predate a cancel or resume that held the lock meanwhile.
    const state = await readState();
    const before = `${subscription.status}|${day(subscription.endDate)}|${subscription.cancelAtPeriodEnd}`;
    if (subscription.status === 'active') {
      if (state.ended) {
        subscription.status = 'cancelled';
        subscription.cancelAtPeriodEnd = false;
        this.events.record('package_subscription_ended', {
          businessId: tenant.businessId,
          clientId: subscription.client.id,
          packageId: subscription.package.id,
          clientSubscriptionId: subscription.id,
          status: 'cancelled',
        });
      } else {
        if (state.paid && state.periodEnd && state.periodEnd > day(subscription.endDate)) subscription.endDate = state.periodEnd;
        subscription.cancelAtPeriodEnd = state.cancelAtPeriodEnd;
      }
    }
    const changed = before !== `${subscription.status}|${day(subscription.endDate)}|${subscription.cancelAtPeriodEnd}`;
    if (changed) await this.uow.save();
    return { changed };
  }

  /**
   * Ends a recurring package at the end of its period (`cancel`), or takes that back while the period runs: the client's
   * own (the portal) or one of the business's clients'. `atProvider` tells the payments provider first; the row then
   * says so at once (the provider's event confirms it later). 409 for a one-off package or one that has ended.
   */
  async setCancelAtPeriodEnd(
    tenant: TenantScope,
    clientId: string,
    subscriptionId: string,
    cancel: boolean,
    atProvider: (stripeSubscriptionId: string) => Promise<void>,
  ): Promise<ClientSubscriptionResponseDto> {
    const client = await this.findClient(tenant, clientId);
    if (!isUuid(subscriptionId)) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFound);
    const today = await this.today(tenant);
    return this.uow.transaction(async () => {
      const subscription = await this.subscriptions.lockOfClient(tenant, client.id, subscriptionId);
      if (!subscription) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFound);
      if (!subscription.billingInterval || !subscription.stripeSubscriptionId) throw new ConflictException(SUBSCRIPTION_MESSAGES.notRecurring);
      if (toClientSubscriptionResponse(subscription, today).status !== 'active') throw new ConflictException(SUBSCRIPTION_MESSAGES.notActive);
      if (subscription.cancelAtPeriodEnd !== cancel) {
        await atProvider(subscription.stripeSubscriptionId);
        subscription.cancelAtPeriodEnd = cancel;
        await this.uow.save();
      }
      return toClientSubscriptionResponse(subscription, today);
    });
  }

  /** The provider subscription of a recurring package of the business (one client's when `clientId` is given); 404 otherwise. */
  async providerSubscriptionOf(tenant: TenantScope, subscriptionId: string, clientId?: string): Promise<string> {
    const subscription = isUuid(subscriptionId) ? await this.subscriptions.findById(tenant, subscriptionId, clientId) : null;
    if (!subscription?.stripeSubscriptionId || !subscription.billingInterval) throw new NotFoundException(SUBSCRIPTION_MESSAGES.notFound);
    return subscription.stripeSubscriptionId;
  }

  /** The signed-in client's active packages (the portal's side menu), the latest start first. */
  async activeOfSignedInClient(tenant: Tenant): Promise<ClientSubscriptionResponseDto[]> {
    if (!tenant.clientId) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    const today = await this.today(tenant);
    const subscriptions: ClientSubscription[] = await this.subscriptions.activeOfClient(tenant, tenant.clientId, today);
    return subscriptions.map((subscription) => toClientSubscriptionResponse(subscription, today));
  }

  /** The business's calendar day now, in its time zone. */
  private async today(tenant: TenantScope): Promise<string> {
    const timeZone = (await this.timeZones.of([tenant.businessId])).get(tenant.businessId) ?? 'UTC';
    return calendarDateIn(timeZone);
  }

  private async respond(tenant: TenantScope, coachingPackage: CoachingPackage): Promise<CoachingPackageResponseDto> {
    return toCoachingPackageResponse(coachingPackage, await this.activeCount(tenant, coachingPackage));
  }

  private async activeCount(tenant: TenantScope, coachingPackage: CoachingPackage): Promise<number> {
    const counts = await this.subscriptions.activeCounts(tenant, [coachingPackage.id], await this.today(tenant));
    return counts.get(coachingPackage.id) ?? 0;
  }

  private async findClient(tenant: TenantScope, clientId: string): Promise<Client> {
    // An id that is no uuid names no client: the same 404 as another business's client.
    if (!isUuid(clientId)) throw new NotFoundException(CLIENT_MESSAGES.notFound);
    return this.clients.findOrFail(tenant, clientId);
  }

  private async findOrFail(tenant: TenantScope, id: string): Promise<CoachingPackage> {
    const coachingPackage = await this.packages.findById(tenant, id);
    if (!coachingPackage) throw new NotFoundException(PACKAGE_MESSAGES.notFound);
    return coachingPackage;
  }

  private async lockOrFail(tenant: TenantScope, id: string): Promise<CoachingPackage> {
    const coachingPackage = await this.packages.lockById(tenant, id);
    if (!coachingPackage) throw new NotFoundException(PACKAGE_MESSAGES.notFound);
    return coachingPackage;
  }

  /** The setup wizard's package tasks (steps 2 and 6), from the business's packages and assignments. */
  async setupProgress(tenant: TenantScope): Promise<SetupWizardProgress> {
    const [packages, assigned] = await Promise.all([this.packages.setupFacts(tenant), this.subscriptions.hasAny(tenant)]);
    return { 'create-package': packages.any, 'set-pricing': packages.priced, 'assign-package': assigned };
  }
}
