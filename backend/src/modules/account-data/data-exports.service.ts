import { UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { DATA_EXPORT_LIST_LIMIT, DATA_EXPORT_MESSAGES } from '@coachcore/domain';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import { signedInClientId } from '../../common/http/signed-in-client';
import { StorageService } from '../../infra/storage/storage.service';
import type { FileDownload } from '../../infra/storage/storage-types';
import { ClientsService } from '../clients/clients.service';
import { DataExportsRepository } from './data-exports.repository';
import { toDataExportResponse, type DataExportResponseDto } from './dto/data-export.dto';
import type { DataExport } from './entities/data-export.entity';

/** The signed-in client's exports of their own data: asked for here, built by the `data-exports` job. */
@Injectable()
export class DataExportsService {
  constructor(
    private readonly exports: DataExportsRepository,
    private readonly clients: ClientsService,
    private readonly storage: StorageService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  /** Queues a new export (its `data_export_requested` event starts the job); 409 while another is in progress. */
  async request(tenant: Tenant): Promise<DataExportResponseDto> {
    const client = await this.clients.findOrFail(tenant, signedInClientId(tenant));
    try {
      const row = await this.uow.transaction(async () => {
        const created = this.exports.add(tenant, client);
        this.events.record('data_export_requested', { businessId: tenant.businessId, clientId: client.id, userId: tenant.actor.id, exportId: created.id });
        return created;
      });
      return toDataExportResponse(row);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ConflictException(DATA_EXPORT_MESSAGES.inProgress);
      throw error;
    }
  }

  async list(tenant: Tenant): Promise<DataExportResponseDto[]> {
    const rows = await this.exports.newestOfClient(tenant, signedInClientId(tenant), DATA_EXPORT_LIST_LIMIT);
    return rows.map(toDataExportResponse);
  }

  async get(tenant: Tenant, id: string): Promise<DataExportResponseDto> {
    return toDataExportResponse(await this.findOrFail(tenant, id));
  }

  /** The ZIP of a ready export: 409 while it is being built (or failed), 410 once it expired. */
  async download(tenant: Tenant, id: string): Promise<{ file: FileDownload; fileName: string }> {
    const row = await this.findOrFail(tenant, id);
    if (row.status === 'expired') throw new GoneException(DATA_EXPORT_MESSAGES.expired);
    if (row.status !== 'ready' || !row.fileKey) throw new ConflictException(DATA_EXPORT_MESSAGES.notReady);
    if (row.expiresAt && row.expiresAt <= new Date()) throw new GoneException(DATA_EXPORT_MESSAGES.expired);
    const file = await this.storage.get(row.fileKey);
    return { file, fileName: `coachcore-data-${(row.completedAt ?? row.createdAt).toISOString().slice(0, 10)}.zip` };
  }

  private async findOrFail(tenant: Tenant, id: string): Promise<DataExport> {
    const row = await this.exports.findById({ businessId: tenant.businessId, clientId: signedInClientId(tenant) }, id);
    if (!row) throw new NotFoundException(DATA_EXPORT_MESSAGES.notFound);
    return row;
  }
}
