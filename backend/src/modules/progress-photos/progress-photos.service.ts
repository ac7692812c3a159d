import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { UnitOfWork } from '../../common/database/unit-of-work';
import { CURSOR_MESSAGES } from '@coachcore/domain';
import { DomainEvents } from '../../common/events/domain-events';
import type { Tenant, TenantScope } from '../../common/http/authenticated-request';
import { cursorPageOrFail, type CursorPage } from '../../common/http/cursor-pagination';
import { signedInClientId } from '../../common/http/signed-in-client';
import type { UploadedFileContent } from '../../infra/storage/file-upload.interceptor';
import { StorageService } from '../../infra/storage/storage.service';
import type { FileDownload } from '../../infra/storage/storage-types';
import { ClientsService } from '../clients/clients.service';
import { toProgressPhotoResponse, type CreateProgressPhotoDto, type ListProgressPhotosQuery, type ProgressPhotoResponseDto } from './dto/progress-photo.dto';
import type { ProgressPhoto } from './entities/progress-photo.entity';
import type { prepareProgressPhoto } from './progress-photo-image';
import { PROGRESS_PHOTO_UPLOAD } from './progress-photo-upload';
import { PROGRESS_PHOTO_MESSAGES } from './progress-photos.messages';
import { ProgressPhotosRepository } from './progress-photos.repository';

/** sharp (a native image library) is loaded with the first upload, not by every process that starts the app. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const progressPhotoImage = () => require('./progress-photo-image') as { prepareProgressPhoto: typeof prepareProgressPhoto };

/** Progress photos of the tenant's clients: the image in StorageService, the figures in progress_photos. */
@Injectable()
export class ProgressPhotosService {
  private readonly logger = new Logger(ProgressPhotosService.name);

  constructor(
    private readonly photos: ProgressPhotosRepository,
    private readonly clients: ClientsService,
    private readonly storage: StorageService,
    private readonly events: DomainEvents,
    private readonly uow: UnitOfWork,
  ) {}

  async list(tenant: Tenant, clientId: string, query: ListProgressPhotosQuery): Promise<CursorPage<ProgressPhotoResponseDto>> {
    await this.clients.findOrFail(tenant, clientId);
    return cursorPageOrFail(await this.photos.pageForClient(tenant, clientId, query), CURSOR_MESSAGES.progressPhotos).map(toProgressPhotoResponse);
  }

  /** Stores the image first and the row second; if the row cannot be saved, the image is removed again. */
  async upload(tenant: Tenant, clientId: string, file: UploadedFileContent | undefined, dto: CreateProgressPhotoDto): Promise<ProgressPhotoResponseDto> {
    const client = await this.clients.findOrFail(tenant, clientId);
    if (!file) throw new BadRequestException(PROGRESS_PHOTO_MESSAGES.photoRequired);
    // Upright, at most 1600 px and without metadata (the GPS position a phone writes into EXIF included).
    const stored = await this.storage.put('progress-photos', await progressPhotoImage().prepareProgressPhoto(file.buffer), PROGRESS_PHOTO_UPLOAD);
    try {
      const photo = this.photos.add(tenant, client, {
        imageKey: stored.key,
        pose: dto.pose ?? null,
        weight: dto.weight ?? null,
        bodyFat: dto.bodyFat ?? null,
        notes: dto.notes ?? null,
      });
      this.events.record('progress_photo_uploaded', { businessId: tenant.businessId, clientId: client.id, progressPhotoId: photo.id });
      await this.uow.save();
      return toProgressPhotoResponse(photo);
    } catch (error) {
      await this.removeImage(stored.key);
      throw error;
    }
  }

  /** The signed-in client's own photos (the client portal), newest first. */
  listOfSignedInClient(tenant: Tenant, query: ListProgressPhotosQuery): Promise<CursorPage<ProgressPhotoResponseDto>> {
    return this.list(tenant, signedInClientId(tenant), query);
  }

  /** A photo the signed-in client uploads of themselves; their coach sees it with the others. */
  uploadOfSignedInClient(tenant: Tenant, file: UploadedFileContent | undefined, dto: CreateProgressPhotoDto): Promise<ProgressPhotoResponseDto> {
    return this.upload(tenant, signedInClientId(tenant), file, dto);
  }

  /** The image, for the business, its staff and the client whose photo it is; 404 for anyone else. */
  async image(tenant: Tenant, photoId: string): Promise<FileDownload> {
    const photo = await this.findOrFail(tenant, photoId);
    return this.storage.get(photo.imageKey);
  }

  /** Deletes the row, then the image: a failed file removal leaves an unreachable file, never a photo without image. */
  async remove(tenant: Tenant, photoId: string): Promise<void> {
    const photo = await this.findOrFail(tenant, photoId);
    await this.photos.removePhoto(tenant, photo);
    await this.removeImage(photo.imageKey);
  }

  /** The stored images of a client's photos (their erasure discards them once the rows are gone). */
  async imageKeysOfClient(tenant: TenantScope, clientId: string): Promise<string[]> {
    return (await this.photos.allOfClient(tenant, clientId)).map((photo) => photo.imageKey);
  }

  private async findOrFail(tenant: Tenant, photoId: string): Promise<ProgressPhoto> {
    const photo = await this.photos.findById(tenant, photoId);
    if (!photo) throw new NotFoundException(PROGRESS_PHOTO_MESSAGES.notFound);
    return photo;
  }

  private async removeImage(key: string): Promise<void> {
    await this.storage.delete(key).catch((error: unknown) => this.logger.error(`Could not remove the stored image ${key}`, (error as Error)?.stack));
  }
}
