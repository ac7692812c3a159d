import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TenantScope } from '../../common/http/authenticated-request';
import type { CursorPage } from '../../common/http/cursor-pagination';
import { TenantRepository } from '../../common/tenancy/tenant-repository';
import type { Client } from '../clients/entities/client.entity';
import { ProgressPhoto, type ProgressPhotoPose } from './entities/progress-photo.entity';

export interface NewProgressPhoto {
  imageKey: string;
  pose: ProgressPhotoPose | null;
  weight: number | null;
  bodyFat: number | null;
  notes: string | null;
}

/**
 * The only place progress_photos is queried. The entity declares its tenant path (`client.coach`) and its client
 * (`client`): every query below is narrowed to the tenant and, for a client user, to their own photos.
 */
@Injectable()
export class ProgressPhotosRepository extends TenantRepository<ProgressPhoto> {
  constructor(em: EntityManager) {
    super(em, ProgressPhoto);
  }

  /** A page of the client's photos, newest first; null when the cursor is none of them. */
  pageForClient(tenant: TenantScope, clientId: string, page: { cursor?: string; limit: number }): Promise<CursorPage<ProgressPhoto> | null> {
    return this.findAfter(tenant, { client: clientId }, page, { by: ['createdAt'], direction: 'desc' });
  }

  findById(tenant: TenantScope, photoId: string): Promise<ProgressPhoto | null> {
    return this.findOne(tenant, { id: photoId });
  }

  /** A new photo of a client the caller found in this tenant (saved with the next flush). */
  add(tenant: TenantScope, client: Client, fields: NewProgressPhoto): ProgressPhoto {
    return this.create(tenant, { client, ...fields });
  }

  async removePhoto(tenant: TenantScope, photo: ProgressPhoto): Promise<void> {
    await this.delete(tenant, { id: photo.id });
  }

  /**
   * Of these storage keys, those a progress photo still points to (for the orphan-files sweep).
   * @crossTenant The daily sweep looks at every stored file, whichever business it belongs to.
   */
  async referencedFileKeys(keys: readonly string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.acrossTenants.find({ imageKey: { $in: [...keys] } }, { fields: ['imageKey'] as never });
    return new Set(rows.map((row) => row.imageKey).filter((key): key is string => typeof key === 'string'));
  }
  /** Every row of the client, oldest first: their data export. Unbounded by design (one job per export reads them once). */
  allOfClient(tenant: TenantScope, clientId: string): Promise<ProgressPhoto[]> {
    return this.find(tenant, { client: clientId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }
}
