import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { Page } from '../../common/http/pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { CustomForm } from './entities/custom-form.entity';
import { FormSubmission } from './entities/form-submission.entity';

export type NewSubmission = Omit<FormSubmission, 'id' | 'coach' | 'status' | 'reviewedAt' | 'reviewedBy'>;

/** The one place form_submissions is queried (a client user's tenant reaches only their own rows). */
@Injectable()
export class FormSubmissionsRepository extends TenantRepository<FormSubmission> {
  constructor(em: EntityManager) {
    super(em, FormSubmission);
  }

  findById(tenant: TenantScope, id: string): Promise<FormSubmission | null> {
    return this.findOne(tenant, { id }, { populate: ['client', 'reviewedBy'] });
  }

  /** A form's submissions, newest first. */
  pageForForm(tenant: TenantScope, formId: string, query: { page: number; limit: number }): Promise<Page<FormSubmission>> {
    return this.findPage(tenant, { form: formId }, query, { orderBy: { submittedAt: 'desc', id: 'desc' }, populate: ['client', 'reviewedBy'] as never });
  }

  /** Which of these forms the client has submitted, and at which versions. */
  async versionsByClient(
    tenant: TenantScope,
    clientId: string,
    formIds: readonly string[],
  ): Promise<Map<string, { version: number; submissionId: string; submittedAt: Date }[]>> {
    if (formIds.length === 0) return new Map();
    const rows = await this.find(tenant, { client: clientId, form: { $in: [...formIds] } }, { orderBy: { submittedAt: 'desc' } });
    const byForm = new Map<string, { version: number; submissionId: string; submittedAt: Date }[]>();
    for (const row of rows) {
      const list = byForm.get(row.form.id) ?? [];
      list.push({ version: row.formVersion, submissionId: row.id, submittedAt: row.submittedAt });
      byForm.set(row.form.id, list);
    }
    return byForm;
  }

  /** Each client's latest submitted version of the form. */
  async latestVersionByClient(tenant: TenantScope, formId: string): Promise<Map<string, number>> {
    const rows = await this.find(tenant, { form: formId }, { orderBy: { formVersion: 'asc' } });
    return new Map(rows.map((row) => [row.client.id, row.formVersion]));
  }

  /** Marks it reviewed once (a conditional update: the first reviewer and time stay). */
  async markReviewed(tenant: TenantScope, id: string, reviewerId: string, at: Date): Promise<void> {
    await this.update(tenant, { id, reviewedAt: null }, { reviewedAt: at, reviewedBy: reviewerId } as never);
  }

  /** Reads the row again (after a conditional update), with its reviewer. */
  async refresh(tenant: TenantScope, submission: FormSubmission): Promise<void> {
    await this.findOne(tenant, { id: submission.id }, { populate: ['client', 'reviewedBy'], refresh: true });
  }

  countForForm(tenant: TenantScope, formId: string): Promise<number> {
    return this.count(tenant, { form: formId });
  }

  countSince(tenant: TenantScope, since: Date): Promise<number> {
    return this.count(tenant, { submittedAt: { $gte: since } });
  }

  add(tenant: TenantScope, form: CustomForm, client: Client, fields: Omit<NewSubmission, 'form' | 'client'>): FormSubmission {
    return this.create(tenant, { ...fields, form, client });
  }

  /** The stored signatures of a client's submissions (their erasure removes them). */
  async signatureKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId, signature: { $ne: null } }, { fields: ['signature'] as never });
    return rows.map((row) => row.signature).filter((key): key is string => typeof key === 'string');
  }

  /**
   * Which of these keys a submission's signature still points to.
   * @crossTenant The orphan-files sweep asks about stored files of every business.
   */
  async referencedSignatureKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ signature: { $in: [...keys] } }, { fields: ['signature'] as never });
    return new Set(rows.map((row) => row.signature).filter((key): key is string => typeof key === 'string'));
  }

  /** Every submission of the client, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<FormSubmission[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { submittedAt: 'asc', id: 'asc' } });
  }
}
