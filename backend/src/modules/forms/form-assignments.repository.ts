import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { CustomForm } from './entities/custom-form.entity';
import { FormAssignment } from './entities/form-assignment.entity';

/** The one place form_assignments is queried. */
@Injectable()
export class FormAssignmentsRepository extends TenantRepository<FormAssignment> {
  constructor(em: EntityManager) {
    super(em, FormAssignment);
  }

  async formIdsOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId });
    return rows.map((row) => row.form.id);
  }

  /** The clients a form is assigned to, with their names. */
  forForm(tenant: TenantScope, formId: string): Promise<FormAssignment[]> {
    return this.find(tenant, { form: formId }, { populate: ['client'] as never, orderBy: { assignedAt: 'asc', id: 'asc' } });
  }

  /**
   * Assigns the form to the client once: `on conflict do nothing` on the (form, client) unique key, so concurrent
   * assignments store one row. Answers whether this call added it.
   */
  async assign(tenant: TenantScope, form: CustomForm, client: Client, id: string): Promise<boolean> {
    const rows = await this.sql<{ id: string }[]>(
      tenant,
      `insert into "form_assignments" ("id", "form_id", "client_id", "business_id", "assigned_at")
       values (:id, :form, :client, :tenant, now()) on conflict ("form_id", "client_id") do nothing returning "id"`,
      { id, form: form.id, client: client.id },
    );
    return rows.length === 1;
  }
}
