import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { FormTemplate } from './entities/form-template.entity';

/** The one place form_templates is queried: the shipped templates (no creator) and a business's own. */
@Injectable()
export class FormTemplatesRepository extends TenantRepository<FormTemplate> {
  constructor(em: EntityManager) {
    super(em, FormTemplate);
  }

  /** Every template the business can use (a bounded list: the shipped ones and its own), by category then name. */
  list(tenant: TenantScope): Promise<FormTemplate[]> {
    return this.find(tenant, {}, { orderBy: { category: 'asc', name: 'asc', id: 'asc' } });
  }

  findById(tenant: TenantScope, id: string): Promise<FormTemplate | null> {
    return this.findOne(tenant, { id });
  }

  countAvailable(tenant: TenantScope): Promise<number> {
    return this.count(tenant);
  }

  /**
   * Counts one use of a template. Raw SQL because the shipped templates have no owner, so the tenant-scoped update
   * (own rows only) cannot reach them; the condition still limits it to templates this business can read, and the
   * increment happens in the statement, so concurrent uses are all counted.
   */
  async countUse(tenant: TenantScope, id: string): Promise<void> {
    await this.sql(
      tenant,
      `update "form_templates" set "usage_count" = "usage_count" + 1 where "id" = :id and ("created_by" is null or "created_by" = :tenant)`,
      { id },
      'run',
    );
  }
}
