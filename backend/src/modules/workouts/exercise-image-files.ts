import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { ExercisesRepository } from './exercises.repository';

/** Answers the orphan-files sweep for exercise images (`exercise-images`): the keys a row still points to. */
@Injectable()
@StoredFileOwner('exercise-images')
export class ExerciseImageFiles implements StoredFileReferences {
  constructor(private readonly rows: ExercisesRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.rows.referencedFileKeys(keys);
  }
}
