import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { HabitTemplate } from './entities/habit-template.entity';

/** A new habit template of the business. */
export type NewHabitTemplate = Pick<
  HabitTemplate,
  'name' | 'description' | 'category' | 'frequency' | 'targetValue' | 'unit' | 'trackingType' | 'isPublic' | 'difficulty' | 'estimatedTime'
>;

/** The one place habit_templates is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant. */
@Injectable()
export class HabitTemplatesRepository extends TenantRepository<HabitTemplate> {
  constructor(em: EntityManager) {
    super(em, HabitTemplate);
  }

  findInTenant(tenant: TenantScope, id: string): Promise<HabitTemplate | null> {
    return this.findOne(tenant, { id });
  }

  /** A page of the business's habits, by name. */
  pageForTenant(tenant: TenantScope, page: { page: number; limit: number }): Promise<Page<HabitTemplate>> {
    return this.findPage(tenant, {}, page, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** A new template of the business (saved with the next flush). */
  add(tenant: TenantScope, fields: NewHabitTemplate): HabitTemplate {
    return this.create(tenant, fields);
  }

  /** Schedules the removal of one of the business's templates (clients keep the habits copied from it). */
  removeTemplate(tenant: TenantScope, template: HabitTemplate): void {
    this.remove(tenant, template);
  }
}
