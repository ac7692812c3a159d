import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { CalendarFeed } from './entities/calendar-feed.entity';

/** The calendar subscriptions of the business's people (`coach`); a client user reaches only their own. */
@Injectable()
export class CalendarFeedsRepository extends TenantRepository<CalendarFeed> {
  constructor(em: EntityManager) {
    super(em, CalendarFeed);
  }

  /** Whether the business owner (`ownerId`) has a calendar feed link. */
  hasOwnerFeed(tenant: TenantScope, ownerId: string): Promise<boolean> {
    return this.exists(tenant, { owner: ownerId });
  }

  /** The feed of this person in the business, if they made one. */
  ofOwner(tenant: TenantScope, ownerId: string): Promise<CalendarFeed | null> {
    return this.findOne(tenant, { owner: ownerId });
  }

  /** A new feed (saved with the next flush; one per person and business). */
  add(tenant: TenantScope, fields: { ownerId: string; clientId: string | null; tokenHash: string; createdAt: Date }): CalendarFeed {
    return this.create(tenant, { owner: fields.ownerId, client: fields.clientId, tokenHash: fields.tokenHash, createdAt: fields.createdAt } as never);
  }

  /** Removes this person's feed: its URL answers 404 from now on. Answers whether there was one. */
  async removeOf(tenant: TenantScope, ownerId: string): Promise<boolean> {
    return (await this.delete(tenant, { owner: ownerId })) > 0;
  }

  /**
   * The feed a URL's token opens.
   * @crossTenant A public calendar subscription: calendar apps fetch it without a session, and the token (of which only
   * the hash is stored) is the only key they hold; the feed found names its business, which scopes everything after.
   */
  byTokenHash(tokenHash: string): Promise<CalendarFeed | null> {
    return this.acrossTenants.findOne({ tokenHash }, { populate: ['client'] });
  }

  /** Notes when a calendar app last read the feed (shown to its owner). */
  async touch(tenant: TenantScope, id: string, at: Date): Promise<void> {
    await this.update(tenant, { id }, { lastReadAt: at });
  }
}
