import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FormCategory } from '@coachcore/domain';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import { CustomForm } from './entities/custom-form.entity';

export type NewForm = Pick<CustomForm, 'title' | 'description' | 'category' | 'isRequired' | 'isActive' | 'fields'>;

/**
 * The one place custom_forms is queried. The entity is `@TenantOwned('coach')`: every query stays in the tenant.
 * Archived forms (deleted with submissions) are left out of every read but `findIncludingArchived`.
 */
@Injectable()
export class FormsRepository extends TenantRepository<CustomForm> {
  constructor(em: EntityManager) {
    super(em, CustomForm);
  }

  findById(tenant: TenantScope, id: string): Promise<CustomForm | null> {
    return this.findOne(tenant, { id, archivedAt: null });
  }

  /** The form even when archived: its submissions stay readable. */
  findIncludingArchived(tenant: TenantScope, id: string): Promise<CustomForm | null> {
    return this.findOne(tenant, { id });
  }

  /** Locks the form's row until the transaction ends (an edit and a submission take turns on it). */
  lockById(tenant: TenantScope, id: string): Promise<CustomForm | null> {
    return this.lock(tenant, { id, archivedAt: null });
  }

  /** One page, newest first, and the total (the id ends the order, so pages never overlap). */
  page(tenant: TenantScope, query: { page: number; limit: number }): Promise<Page<CustomForm>> {
    return this.findPage(tenant, { archivedAt: null }, query, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** The active forms every client must fill in, and those assigned to `clientId` (the portal's list). */
  activeForClient(tenant: TenantScope, clientId: string, assignedFormIds: readonly string[]): Promise<CustomForm[]> {
    return this.find(
      tenant,
      { isActive: true, archivedAt: null, $or: [{ isRequired: true }, { id: { $in: [...assignedFormIds] } }] },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
  }

  /** The business's newest active form of a category. */
  newestActiveOf(tenant: TenantScope, category: FormCategory): Promise<CustomForm | null> {
    return this.findOne(tenant, { category, isActive: true, archivedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** Total and required forms (the /forms stat cards). */
  async counts(tenant: TenantScope): Promise<{ total: number; required: number }> {
    const [total, required] = await Promise.all([this.count(tenant, { archivedAt: null }), this.count(tenant, { isRequired: true, archivedAt: null })]);
    return { total, required };
  }

  add(tenant: TenantScope, fields: NewForm): CustomForm {
    return this.create(tenant, fields);
  }

  removeForm(tenant: TenantScope, form: CustomForm): void {
    this.remove(tenant, form);
  }
}
