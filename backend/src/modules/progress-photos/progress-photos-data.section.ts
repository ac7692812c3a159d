import { Injectable } from '@nestjs/common';
import { ClientDataSource, plainRow, type ClientDataPart, type ClientDataScope, type ClientDataSection } from '../../common/client-data/client-data-source';
import { ProgressPhotosRepository } from './progress-photos.repository';

/** The client's part of their data export kept by progress photos: each photo's details, and the image itself under photos/. */
@Injectable()
@ClientDataSource('progress-photos')
export class ProgressPhotosDataSection implements ClientDataSection {
  constructor(private readonly photos: ProgressPhotosRepository) {}

  async collect(scope: ClientDataScope): Promise<ClientDataPart> {
    const photos = await this.photos.allOfClient(scope, scope.clientId);
    const named = photos.map((photo) => {
      const extension = photo.imageKey.slice(photo.imageKey.lastIndexOf('.') + 1);
      const file = `photos/${photo.createdAt.toISOString().slice(0, 10)}-${photo.pose ?? 'photo'}-${photo.id}.${extension}`;
      return { photo, file };
    });
    return {
      tables: [
        {
          name: 'progress_photos',
          rows: named.map(({ photo, file }) =>
            plainRow({ id: photo.id, pose: photo.pose, weight: photo.weight, bodyFat: photo.bodyFat, notes: photo.notes, file, createdAt: photo.createdAt }),
          ),
        },
      ],
      files: named.map(({ photo, file }) => ({ path: file, key: photo.imageKey })),
    };
  }
}
