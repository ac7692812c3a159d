import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { StorageDriver } from './storage-driver';

export interface S3StorageOptions {
  bucket: string;
  /** For S3-compatible services (MinIO, R2, ...); AWS itself needs none. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Without a pair, the SDK's default credential chain (environment, instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const isMissing = (error: unknown) => error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Files in one bucket of S3 or an S3-compatible object store. */
export class S3StorageDriver extends StorageDriver implements OnModuleDestroy {
  private readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  get description(): string {
    return `S3 bucket ${this.options.bucket}${this.options.endpoint ? ` at ${this.options.endpoint}` : ''}`;
  }

  async write(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: content, ContentType: contentType, ContentLength: content.length }),
    );
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
