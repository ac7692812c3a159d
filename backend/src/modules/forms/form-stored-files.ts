import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { FormFilesRepository } from './form-files.repository';
import { FormSubmissionsRepository } from './form-submissions.repository';

/** Answers the orphan-files sweep for `form-files`: a client's uploads for file fields and the drawn signatures. */
@Injectable()
@StoredFileOwner('form-files')
export class FormStoredFiles implements StoredFileReferences {
  constructor(
    private readonly uploads: FormFilesRepository,
    private readonly submissions: FormSubmissionsRepository,
  ) {}

  async referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    const [uploads, signatures] = await Promise.all([this.uploads.referencedFileKeys(keys), this.submissions.referencedSignatureKeys(keys)]);
    return new Set([...uploads, ...signatures]);
  }
}
