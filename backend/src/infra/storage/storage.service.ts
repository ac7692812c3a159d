import { BadRequestException, Injectable, Logger, NotFoundException, OnModuleInit, PayloadTooLargeException } from '@nestjs/common';
import { detectContentType } from './content-sniffer';
import { StorageDriver, type StoredFileEntry } from './storage-driver';
import { contentTypeOfKey, FILE_NOT_FOUND, newStorageKey } from './storage-key';
import { STORAGE_MESSAGES } from './storage-messages';
import type { FileDownload, StorageKind, StoredFile, UploadPolicy } from './storage-types';

/**
 * The one way files are stored (exercise and meal images, message attachments, progress photos, form files).
 * It checks size and type from the content, names files itself and hands them to the configured driver. Files
 * are never public: a module serves them through its own authorised route with `get`.
 */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);

  constructor(private readonly driver: StorageDriver) {}

  onModuleInit(): void {
    this.logger.log(`Files are stored on ${this.driver.description}`);
  }

  /** Stores an upload after checking it against the policy: 400 for an empty file or a wrong type, 413 when too large. */
  async put(kind: StorageKind, content: Buffer, policy: UploadPolicy): Promise<StoredFile> {
    if (content.length === 0) throw new BadRequestException(STORAGE_MESSAGES.empty);
    if (content.length > policy.maxBytes) throw new PayloadTooLargeException(STORAGE_MESSAGES.tooLarge(policy.maxBytes));
    const contentType = await detectContentType(content);
    if (!contentType || !policy.allowedTypes.includes(contentType)) throw new BadRequestException(STORAGE_MESSAGES.wrongType(policy.allowedTypes));
    const key = newStorageKey(kind, contentType);
    await this.driver.write(key, content, contentType);
    return { key, contentType, size: content.length };
  }

  /** The stored file as a stream; 404 when the key is not one of ours or nothing is stored under it. */
  async get(key: string): Promise<FileDownload> {
    const contentType = contentTypeOfKey(key);
    const found = await this.driver.read(key);
    if (!found) throw new NotFoundException(FILE_NOT_FOUND);
    return { ...found, contentType };
  }

  /**
   * Removes a file no row points to any more (the one a committed replacement or deletion let go, or an upload whose
   * row was not saved). A failure is logged, never thrown: the change is already committed, and the orphan-files sweep
   * removes what is left.
   */
  async discard(key: string): Promise<void> {
    await this.delete(key).catch((error: unknown) => this.logger.error(`Could not remove the stored file ${key}`, (error as Error)?.stack));
  }

  /**
   * Stores a file that replaces the one a row points to. `swap` points the row at the new key in its own transaction,
   * under the row's lock, and answers the key it replaced: that file is removed once the swap is committed, and the
   * new one if the swap failed. Of concurrent replacements, each removes exactly the file it replaced.
   */
  async replace<T>(
    kind: StorageKind,
    content: Buffer,
    policy: UploadPolicy,
    swap: (key: string) => Promise<{ replaced: string | null; value: T }>,
  ): Promise<T> {
    const stored = await this.put(kind, content, policy);
    let outcome: { replaced: string | null; value: T };
    try {
      outcome = await swap(stored.key);
    } catch (error) {
      await this.discard(stored.key);
      throw error;
    }
    if (outcome.replaced) await this.discard(outcome.replaced);
    return outcome.value;
  }

  /** Every stored file of one kind, with when it was written (for the orphan-files sweep). */
  list(kind: StorageKind): AsyncIterable<StoredFileEntry> {
    return this.driver.list(`${kind}/`);
  }

  /** Removes a stored file (a missing one is fine); a key that is not one of ours is refused with 404. */
  async delete(key: string): Promise<void> {
    contentTypeOfKey(key);
    await this.driver.remove(key);
  }
}
