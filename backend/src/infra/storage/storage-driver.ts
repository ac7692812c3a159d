import type { Readable } from 'node:stream';

/** Where the bytes live: local disk or S3-compatible storage. Keys reach a driver only after StorageService checked them. */
export abstract class StorageDriver {
  /** A short description for logs, e.g. "local disk at /data/files". */
  abstract readonly description: string;
  abstract write(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  abstract read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; removing a missing file is not an error. */
  abstract remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (a kind's folder, `exercise-images/`), with when it was written. */
  abstract list(prefix: string): AsyncIterable<StoredFileEntry>;
}

/** A stored file as a listing names it. */
export interface StoredFileEntry {
  key: string;
  modifiedAt: Date;
}
