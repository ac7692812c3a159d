import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { StorageDriver, type StoredFileEntry } from './storage-driver';

export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, ...); AWS itself needs none. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Without a pair, the SDK's default credential chain (environment, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** S3_WAITS by default (tests shorten them). */
  waits?: Partial<S3Waits>;
}

/**
 * How long a request waits on the object store, so an upload, a download or a removal answers (503 when the store
 * does not) instead of hanging with it. A deadline covers an operation with the SDK's retries, until the answer's
 * headers: a download then streams at the reader's pace.
 */
export const S3_WAITS = {
  /** To establish a connection (a black-holed address); the SDK then retries within the deadline. */
  connectionTimeoutMs: 2_000,
  /** For an operation: a read, a removal, or a write of an empty file. */
  deadlineMs: 8_000,
  /** What a write gets on top, per MB it uploads (10 MB: 18 s in all). */
  uploadMsPerMb: 1_000,
};
export type S3Waits = typeof S3_WAITS;

/** What an operation past its deadline throws: a dependency that did not answer (503, see unavailable-dependency). */
export class StorageTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  readonly code = 'ETIMEDOUT';
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Files in one bucket of S3 or an S3-compatible object store. */
export class S3StorageDriver extends StorageDriver implements OnModuleDestroy {
  private readonly client: S3Client;
  private readonly waits: S3Waits;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.waits = { ...S3_WAITS, ...options.waits };
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: this.waits.connectionTimeoutMs },
    });
  }

  get description(): string {
    return `S3 bucket ${this.options.bucket}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}`;
  }

  async write(key: string, content: Buffer, contentType: string): Promise<void> {
    const put = new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length });
    const deadlineMs = this.waits.deadlineMs + Math.ceil((content.length / (1024 * 1024)) * this.waits.uploadMsPerMb);
    await this.withDeadline((abortSignal) => this.client.send(put, { abortSignal }), deadlineMs);
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const get = new GetObjectCommand({ Bucket: this.options.bucket, Key: key });
      const object = await this.withDeadline((abortSignal) => this.client.send(get, { abortSignal }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    const remove = new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key });
    await this.withDeadline((abortSignal) => this.client.send(remove, { abortSignal }));
  }

  /** The bucket's objects under the prefix, a page (1000) at a time. */
  async *list(prefix: string): AsyncIterable<StoredFileEntry> {
    let token: string | undefined;
    do {
      const list = new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: prefix, ContinuationToken: token });
      const page = await this.withDeadline((abortSignal) => this.client.send(list, { abortSignal }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Sends with a deadline until the answer's headers; the timer is cleared then, so a download is never cut short. */
  private async withDeadline<T>(send: (abortSignal: AbortSignal) => Promise<T>, deadlineMs = this.waits.deadlineMs): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    try {
      return await send(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw new StorageTimeoutError(`${this.description} did not answer within ${deadlineMs} ms`, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
