import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { JobQueue } from '../queues/job-queue.service';
import { isStorageKey } from './storage-key';
import { StorageService } from './storage.service';
import { StoredFileOwner, type StoredFileReferences } from './stored-file-owner';
import { STORAGE_KINDS, type StorageKind } from './storage-types';

/** Daily at 03:17 UTC. */
export const ORPHAN_FILES_SWEEP_PATTERN = '17 3 * * *';
/**
 * Files written this recently are spared: an upload writes its file before it commits the row that points to it (a
 * few seconds at most; an hour is far past any request's deadline).
 */
export const ORPHAN_FILES_GRACE_MS = 60 * 60 * 1000;
/** Keys asked about at once. */
const BATCH = 500;

export interface OrphanFilesSweep {
  /** Files looked at (old enough, of a kind some module answers for). */
  checked: number;
  removed: number;
}

/**
 * Removes the stored files no row points to: those of deleted clients, exercises, meals and businesses (their rows
 * went with a cascade), and files whose row was never committed. Each kind's owner (a `@StoredFileOwner(kind)`
 * provider) says which keys it still uses; kinds without an owner are left alone.
 */
@Injectable()
export class OrphanFilesSweeper {
  private readonly logger = new Logger(OrphanFilesSweeper.name);

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly storage: StorageService,
  ) {}

  async sweep({ graceMs = ORPHAN_FILES_GRACE_MS }: { graceMs?: number } = {}): Promise<OrphanFilesSweep> {
    const before = new Date(Date.now() - graceMs);
    const owners = this.owners();
    const result: OrphanFilesSweep = { checked: 0, removed: 0 };
    for (const kind of STORAGE_KINDS) {
      const answering = owners.get(kind);
      if (!answering?.length) continue;
      let batch: string[] = [];
      const settle = async () => {
        const keys = batch;
        batch = [];
        const used = await Promise.all(answering.map((owner) => owner.referenced(keys)));
        for (const key of keys) {
          if (used.some((set) => set.has(key))) continue;
          await this.storage.discard(key);
          result.removed++;
        }
      };
      for await (const file of this.storage.list(kind)) {
        // Only keys this app generates, old enough that their row would be committed by now.
        if (!isStorageKey(file.key) || file.modifiedAt > before) continue;
        result.checked++;
        batch.push(file.key);
        if (batch.length >= BATCH) await settle();
      }
      if (batch.length) await settle();
    }
    if (result.removed) this.logger.log(`Removed ${result.removed} stored files no row points to (of ${result.checked} checked)`);
    return result;
  }

  private owners(): Map<StorageKind, StoredFileReferences[]> {
    const owners = new Map<StorageKind, StoredFileReferences[]>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: StoredFileOwner.KEY })) {
      const kind = this.discovery.getMetadataByDecorator(StoredFileOwner, wrapper);
      const instance = wrapper.instance as StoredFileReferences | undefined;
      if (!kind || !instance || owners.get(kind)?.includes(instance)) continue;
      owners.set(kind, [...(owners.get(kind) ?? []), instance]);
    }
    return owners;
  }
}

/**
 * Registers the sweep as a BullMQ job scheduler: every worker upserts the same id, Redis holds one, so it runs once a
 * day however many workers there are.
 */
@Injectable()
export class OrphanFilesScheduler implements OnApplicationBootstrap {
  private readonly logger = new Logger(OrphanFilesScheduler.name);

  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.jobs
        .queue('storage')
        .upsertJobScheduler('sweep-orphan-files', { pattern: ORPHAN_FILES_SWEEP_PATTERN, tz: 'UTC' }, { name: 'sweep-orphan-files', data: {} });
    } catch (error) {
      // Redis down at start: the next worker start registers it; the API keeps serving meanwhile.
      this.logger.warn(`Could not register the orphan-files sweep: ${(error as Error).message}`);
    }
  }
}
