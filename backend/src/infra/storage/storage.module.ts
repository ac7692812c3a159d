import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { LocalDiskStorageDriver } from './local-disk.driver';
import type { S3StorageDriver } from './s3.driver';
import { StorageDriver } from './storage-driver';
import { StorageService } from './storage.service';

/** S3 when a bucket is configured, otherwise the local disk under DATA_DIR/files. */
export function createStorageDriver(config: AppConfig): StorageDriver {
  if (!config.STORAGE_S3_BUCKET) return new LocalDiskStorageDriver(config.filesDir);
  const { STORAGE_S3_ACCESS_KEY_ID: accessKeyId, STORAGE_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  // Loaded only where S3 is configured: the AWS SDK is thousands of modules that every other process would load for nothing.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { S3StorageDriver: Driver } = require('./s3.driver') as { S3StorageDriver: typeof S3StorageDriver };
  return new Driver({
    bucket: config.STORAGE_S3_BUCKET,
    endpoint: config.STORAGE_S3_ENDPOINT,
    region: config.STORAGE_S3_REGION,
    forcePathStyle: config.STORAGE_S3_FORCE_PATH_STYLE,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  });
}

/** One StorageService for every module that keeps files. */
@Global()
@Module({
  providers: [{ provide: StorageDriver, inject: [AppConfig], useFactory: createStorageDriver }, StorageService],
  exports: [StorageService],
})
export class StorageModule {}
