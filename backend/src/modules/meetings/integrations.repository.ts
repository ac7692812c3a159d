import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { CalendarIntegration } from './entities/calendar-integration.entity';
import { VideoPlatformIntegration } from './entities/video-platform-integration.entity';

/** The business's connected calendar accounts (`user`). */
@Injectable()
export class CalendarIntegrationsRepository extends TenantRepository<CalendarIntegration> {
  constructor(em: EntityManager) {
    super(em, CalendarIntegration);
  }

  list(tenant: TenantScope): Promise<CalendarIntegration[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  activeCount(tenant: TenantScope): Promise<number> {
    return this.count(tenant, { isActive: true });
  }
}

/** The business's connected video platform accounts (`user`). */
@Injectable()
export class VideoPlatformIntegrationsRepository extends TenantRepository<VideoPlatformIntegration> {
  constructor(em: EntityManager) {
    super(em, VideoPlatformIntegration);
  }

  list(tenant: TenantScope): Promise<VideoPlatformIntegration[]> {
    return this.find(tenant, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  activeCount(tenant: TenantScope): Promise<number> {
    return this.count(tenant, { isActive: true });
  }
}
