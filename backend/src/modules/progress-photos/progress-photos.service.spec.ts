import { Logger } from '@nestjs/common';
import type { UnitOfWork } from '../../common/database/unit-of-work';
import type { DomainEvents } from '../../common/events/domain-events';
import type { Tenant } from '../../common/http/authenticated-request';
import type { StorageService } from '../../infra/storage/storage.service';
import type { ClientsService } from '../clients/clients.service';
import type { Client } from '../clients/entities/client.entity';
import type { ProgressPhoto } from './entities/progress-photo.entity';
import type { ProgressPhotosRepository } from './progress-photos.repository';
import { ProgressPhotosService } from './progress-photos.service';

const tenant = { businessId: 'b1', permissions: 'all' } as Tenant;
const client = { id: 'c1', coach: { id: 'b1' } } as Client;
const stored = { key: 'progress-photos/00000000-0000-4000-8000-000000000000.png', contentType: 'image/png' as const, size: 3 };

describe(ProgressPhotosService.name, () => {
  let photos: jest.Mocked<Pick<ProgressPhotosRepository, 'add' | 'findById' | 'removePhoto' | 'pageForClient'>>;
  let storage: jest.Mocked<Pick<StorageService, 'put' | 'get' | 'delete'>>;
  let uow: jest.Mocked<Pick<UnitOfWork, 'save' | 'transaction'>>;
  let sut: ProgressPhotosService;

  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    photos = { add: jest.fn().mockReturnValue({ id: 'p1' }), findById: jest.fn(), removePhoto: jest.fn(), pageForClient: jest.fn() };
    uow = { save: jest.fn().mockResolvedValue(undefined), transaction: jest.fn() };
    storage = { put: jest.fn().mockResolvedValue(stored), get: jest.fn(), delete: jest.fn().mockResolvedValue(undefined) };
    const clients = { findOrFail: jest.fn().mockResolvedValue(client) } as unknown as ClientsService;
    const events = { record: jest.fn() } as unknown as DomainEvents;
    sut = new ProgressPhotosService(
      photos as unknown as ProgressPhotosRepository,
      clients,
      storage as unknown as StorageService,
      events,
      uow as unknown as UnitOfWork,
    );
  });
  afterEach(() => jest.restoreAllMocks());

  it('removes the stored image again when the row cannot be saved', async () => {
    uow.save.mockRejectedValue(new Error('database down'));

    await expect(sut.upload(tenant, 'c1', { buffer: Buffer.from('png'), size: 3 }, {})).rejects.toThrow('database down');

    expect(storage.delete).toHaveBeenCalledWith(stored.key);
  });

  it('deletes the row before the image, and a failed file removal does not fail the deletion', async () => {
    const photo = { id: 'p1', client, imageKey: stored.key } as ProgressPhoto;
    photos.findById.mockResolvedValue(photo);
    storage.delete.mockRejectedValue(new Error('bucket unreachable'));

    await expect(sut.remove(tenant, 'p1')).resolves.toBeUndefined();

    expect(photos.removePhoto).toHaveBeenCalledWith(tenant, photo);
    expect(photos.removePhoto.mock.invocationCallOrder[0]).toBeLessThan(storage.delete.mock.invocationCallOrder[0]!);
    expect(Logger.prototype.error).toHaveBeenCalledWith(expect.stringContaining(stored.key), expect.anything());
  });
});
