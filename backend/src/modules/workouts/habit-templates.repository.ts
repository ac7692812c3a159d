import { EntityRepository } from '@mikro-orm/postgresql';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { HabitTemplate } from './entities/habit-template.entity';

/** The one place habit_templates is queried; every method takes the tenant first. */
export class HabitTemplatesRepository extends EntityRepository<HabitTemplate> {
  findInTenant(tenant: TenantScope, id: string): Promise<HabitTemplate | null> {
    return this.findOne({ id, coach: tenant.businessId });
  }

  /** The business's habits by name (a business keeps tens, not thousands). */
  listForTenant(tenant: TenantScope): Promise<HabitTemplate[]> {
    return this.find({ coach: tenant.businessId }, { orderBy: { name: 'asc', id: 'asc' }, limit: 500 });
  }
}
