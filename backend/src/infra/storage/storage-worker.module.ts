import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { OrphanFilesScheduler, OrphanFilesSweeper } from './orphan-files.sweeper';
import { StorageProcessor } from './storage.processor';

/**
 * Consumer side of storage, loaded where workers run: the daily orphan-files sweep and its schedule. The owners of
 * each kind of file are `@StoredFileOwner` providers of the feature modules' worker modules.
 */
@Module({
  imports: [DiscoveryModule],
  providers: [OrphanFilesSweeper, OrphanFilesScheduler, StorageProcessor],
})
export class StorageWorkerModule {}
