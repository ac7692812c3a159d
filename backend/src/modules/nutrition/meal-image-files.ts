import { Injectable } from '@nestjs/common';
import { StoredFileOwner, type StoredFileReferences } from '../../infra/storage/stored-file-owner';
import { MealsRepository } from './meals.repository';

/** Answers the orphan-files sweep for meal images (`meal-images`): the keys a row still points to. */
@Injectable()
@StoredFileOwner('meal-images')
export class MealImageFiles implements StoredFileReferences {
  constructor(private readonly rows: MealsRepository) {}

  referenced(keys: readonly string[]): Promise<ReadonlySet<string>> {
    return this.rows.referencedFileKeys(keys);
  }
}
