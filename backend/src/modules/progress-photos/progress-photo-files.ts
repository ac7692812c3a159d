import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { ProgressPhotosRepository } from './progress-photos.repository';

/** Answers the orphan-files sweep for progress photos (`progress-photos`): the keys a row still points to. */
@Injectable()
@StoredFileOwner('progress-photos')
export class ProgressPhotoFiles implements StoredFileReferences {
  constructor(private readonly rows: ProgressPhotosRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.rows.referencedFileKeys(keys);
  }
}
