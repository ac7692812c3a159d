import { Module } from '@nestjs/common';
import { ProgressPhotoFiles } from './progress-photo-files';
import { ProgressPhotosDataSection } from './progress-photos-data.section';
import { ProgressPhotosRepository } from './progress-photos.repository';

/** Consumer side of progress photos, loaded where workers run: what the orphan-files sweep asks of its stored files, and the photos of a client's data export. */
@Module({
  providers: [ProgressPhotosRepository, ProgressPhotoFiles, ProgressPhotosDataSection],
})
export class ProgressPhotosWorkerModule {}
