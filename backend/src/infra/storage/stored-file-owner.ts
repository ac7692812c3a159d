import { DiscoveryService } from '@nestjs/core';
import type { StorageKind } from './storage-types';

/**
 * What the module that keeps one kind of file answers the orphan-files sweep: which of these keys a row of its tables
 * still points to. A file of that kind that none points to (and older than the grace period) is removed.
 */
export interface StoredFileReferences {
  referenced(keys: readonly string[]): Promise<ReadonlySet<string>>;
}

/**
 * Marks the provider (a `StoredFileReferences`, in a module's worker module, so it exists wherever the sweep runs)
 * that answers for the files of `kind`. A kind no provider answers for is never swept.
 */
export const StoredFileOwner = DiscoveryService.createDecorator<StorageKind>();
