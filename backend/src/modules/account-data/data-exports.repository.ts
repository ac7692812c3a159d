import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { DataExport } from './entities/data-export.entity';

export interface ExpiredExport {
  id: string;
  businessId: string;
  fileKey: string | null;
}

/**
 * The only place data_exports is queried. The entity's tenant is its `coach` and its client `client`: a client user
 * reaches only their own exports. The job's state changes are conditional updates, so a retried or duplicated job
 * never moves an export backwards (a finished one stays finished).
 */
@Injectable()
export class DataExportsRepository extends TenantRepository<DataExport> {
  constructor(em: EntityManager) {
    super(em, DataExport);
  }

  /** A new export of the client, queued (saved with the next flush; the partial unique index refuses a second one in progress). */
  add(tenant: TenantScope, client: Client): DataExport {
    return this.create(tenant, { client });
  }

  /** The client's newest exports, `limit` at most. */
  newestOfClient(tenant: TenantScope, clientId: string, limit: number): Promise<DataExport[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  findById(tenant: TenantScope, id: string): Promise<DataExport | null> {
    return this.findOne(tenant, { id });
  }

  /** Marks the export running (a retry finds it running already); false when it is finished or gone. */
  async start(tenant: TenantScope, id: string): Promise<boolean> {
    return (await this.update(tenant, { id, status: { $in: ['queued', 'running'] } }, { status: 'running', progress: 0, startedAt: new Date() })) > 0;
  }

  async reportProgress(tenant: TenantScope, id: string, progress: number): Promise<void> {
    await this.update(tenant, { id, status: 'running' }, { progress });
  }

  /** Records the stored ZIP; false when the export is no longer running (its file is then not the export's). */
  async finish(tenant: TenantScope, id: string, file: { key: string; size: number; completedAt: Date; expiresAt: Date }): Promise<boolean> {
    const changed = await this.update(
      tenant,
      { id, status: 'running' },
      { status: 'ready', progress: 100, fileKey: file.key, fileSize: file.size, completedAt: file.completedAt, expiresAt: file.expiresAt, error: null },
    );
    return changed > 0;
  }

  async fail(tenant: TenantScope, id: string, error: string): Promise<void> {
    await this.update(tenant, { id, status: { $in: ['queued', 'running'] } }, { status: 'failed', error, completedAt: new Date() });
  }

  /**
   * Ready exports whose time is up.
   * @crossTenant The hourly expiry pass looks at every business's exports; it then expires each within its tenant.
   */
  async expiredBefore(at: Date, limit: number): Promise<ExpiredExport[]> {
    const rows = await this.acrossTenants.find({ status: 'ready', expiresAt: { $lte: at } }, { orderBy: { expiresAt: 'asc' }, limit });
    return rows.map((row) => ({ id: row.id, businessId: row.coach.id, fileKey: row.fileKey ?? null }));
  }

  /** Marks a ready export expired and lets go of its file; false when another pass did it first. */
  async expire(tenant: TenantScope, id: string): Promise<boolean> {
    return (await this.update(tenant, { id, status: 'ready' }, { status: 'expired', fileKey: null })) > 0;
  }

  /** The stored files of the client's exports, to discard once the client's record is erased. */
  async fileKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    const rows = await this.find(tenant, { client: clientId, fileKey: { $ne: null } });
    return rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string');
  }

  /**
   * Of these storage keys, those an export still points to (for the orphan-files sweep).
   * @crossTenant The daily sweep looks at every stored file, whichever business it belongs to.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ fileKey: { $in: [...keys] } });
    return new Set(rows.map((row) => row.fileKey).filter((key): key is string => typeof key === 'string'));
  }
}
