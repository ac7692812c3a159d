import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { DataExportsRepository } from './data-exports.repository';

/** Answers the orphan-files sweep for data exports (`data-exports`): the ZIPs an export still points to. */
@Injectable()
@StoredFileOwner('data-exports')
export class DataExportFiles implements StoredFileReferences {
  constructor(private readonly rows: DataExportsRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.rows.referencedFileKeys(keys);
  }
}
