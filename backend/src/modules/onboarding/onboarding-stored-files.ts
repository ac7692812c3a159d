import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { OnboardingResponsesRepository } from './onboarding-responses.repository';

/** Answers the orphan-files sweep for `onboarding-files`: the files clients uploaded as onboarding answers. */
@Injectable()
@StoredFileOwner('onboarding-files')
export class OnboardingStoredFiles implements StoredFileReferences {
  constructor(private readonly responses: OnboardingResponsesRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.responses.referencedFileKeys(keys);
  }
}
