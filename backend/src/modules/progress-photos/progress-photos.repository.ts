import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Tenant } from '../../common/http/authenticated-request';
import type { Client } from '../clients/entities/client.entity';
import { ProgressPhoto } from './entities/progress-photo.entity';

export interface NewProgressPhoto {
  imageKey: string;
  weight: number | null;
  bodyFat: number | null;
  notes: string | null;
}

/**
 * The only place progress_photos is queried. Every method takes the tenant first: rows are reached through the
 * client's coach, and a client user reaches only their own client record's rows.
 */
@Injectable()
export class ProgressPhotosRepository {
  constructor(private readonly em: EntityManager) {}

  /** The client's photos, newest first. */
  listForClient(tenant: Tenant, clientId: string): Promise<ProgressPhoto[]> {
    return this.em.find(ProgressPhoto, { client: this.clientScope(tenant, clientId) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findOne(tenant: Tenant, photoId: string): Promise<ProgressPhoto | null> {
    return this.em.findOne(ProgressPhoto, { id: photoId, client: this.clientScope(tenant) });
  }

  /** Saves a photo of a client the caller already found in this tenant. */
  async add(tenant: Tenant, client: Client, fields: NewProgressPhoto): Promise<ProgressPhoto> {
    if (client.coach.id !== tenant.businessId) throw new Error('Progress photo for a client of another business');
    const photo = this.em.create(ProgressPhoto, { client, ...fields });
    await this.em.persist(photo).flush();
    return photo;
  }

  async remove(tenant: Tenant, photo: ProgressPhoto): Promise<void> {
    await this.em.nativeDelete(ProgressPhoto, { id: photo.id, client: this.clientScope(tenant) });
  }

  /** Clients of the tenant; for a client user only their own record, whatever id was asked for. */
  private clientScope(tenant: Tenant, clientId?: string): FilterQuery<Client> {
    const ids = [...new Set([tenant.clientId, clientId].filter((id): id is string => id !== undefined))];
    return { coach: tenant.businessId, ...(ids.length ? { $and: ids.map((id) => ({ id })) } : {}) };
  }
}
