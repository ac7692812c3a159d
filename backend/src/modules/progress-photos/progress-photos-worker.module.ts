import { Module } from '@nestjs/common';
import { ProgressPhotoFiles } from './progress-photo-files';
import { ProgressPhotosRepository } from './progress-photos.repository';

/** Consumer side of progress photos, loaded where workers run: what the orphan-files sweep asks of its stored files. */
@Module({
  providers: [ProgressPhotosRepository, ProgressPhotoFiles],
})
export class ProgressPhotosWorkerModule {}
