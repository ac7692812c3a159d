import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import type { CustomForm } from './entities/custom-form.entity';
import { FormFile } from './entities/form-file.entity';

/** The one place form_files is queried. */
@Injectable()
export class FormFilesRepository extends TenantRepository<FormFile> {
  constructor(em: EntityManager) {
    super(em, FormFile);
  }

  /** The uploads among `ids` that this client made for this form. */
  findOwn(tenant: TenantScope, formId: string, clientId: string, ids: readonly string[]): Promise<FormFile[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.find(tenant, { id: { $in: [...ids] }, form: formId, client: clientId });
  }

  findById(tenant: TenantScope, id: string): Promise<FormFile | null> {
    return this.findOne(tenant, { id });
  }

  add(tenant: TenantScope, form: CustomForm, client: Client, file: { fileKey: string; contentType: string; size: number }): FormFile {
    return this.create(tenant, { form, client, ...file });
  }

  /** The stored files of a client's uploads (their erasure removes them). */
  async fileKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    return (await this.find(tenant, { client: clientId }, { fields: ['fileKey'] as never })).map((row) => row.fileKey);
  }

  /**
   * Which of these keys an upload still points to.
   * @crossTenant The orphan-files sweep asks about stored files of every business.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ fileKey: { $in: [...keys] } }, { fields: ['fileKey'] as never });
    return new Set(rows.map((row) => row.fileKey));
  }

  /** Every upload of the client, with its form, oldest first (their data export). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<FormFile[]> {
    return this.find(tenant, { client: clientId }, { populate: ['form'], orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
