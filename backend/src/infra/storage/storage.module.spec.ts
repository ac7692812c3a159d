import { ConfigError, loadConfig } from '../../config/app-config';
import { LocalDiskStorageDriver } from './local-disk.driver';
import { S3StorageDriver } from './s3.driver';
import { createStorageDriver } from './storage.module';
import { STORAGE_MESSAGES } from './storage-messages';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe(createStorageDriver.name, () => {
  it('keeps files on local disk under DATA_DIR/files when no bucket is configured', () => {
    const sut = createStorageDriver(loadConfig({ DATA_DIR: '/srv/coachcore' }));

    expect(sut).toBeInstanceOf(LocalDiskStorageDriver);
    expect(sut.description).toBe('local disk at /srv/coachcore/files');
  });

  it('uses the S3 bucket when one is configured', () => {
    const sut = createStorageDriver(
      loadConfig({
        STORAGE_S3_BUCKET: 'coach-files',
        STORAGE_S3_ENDPOINT: 'http://minio:9000',
        STORAGE_S3_ACCESS_KEY_ID: 'key',
        STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
        STORAGE_S3_FORCE_PATH_STYLE: 'true',
      }),
    );

    expect(sut).toBeInstanceOf(S3StorageDriver);
    expect(sut.description).toBe('S3 bucket coach-files at http://minio:9000');
    (sut as S3StorageDriver).onModuleDestroy();
  });
});

describe('storage settings', () => {
  it('reads the S3 settings with their defaults', () => {
    const sut = loadConfig({ STORAGE_S3_BUCKET: 'coach-files' });

    expect(sut.STORAGE_S3_REGION).toBe('us-east-1');
    expect(sut.STORAGE_S3_FORCE_PATH_STYLE).toBe(false);
    expect(sut.STORAGE_S3_ENDPOINT).toBeUndefined();
  });

  it('checks the other S3 settings only when a bucket is set', () => {
    expect(problemsOf({ STORAGE_S3_ENDPOINT: 'nope', STORAGE_S3_FORCE_PATH_STYLE: 'maybe', STORAGE_S3_ACCESS_KEY_ID: 'only-the-key' })).toEqual([]);
  });

  it('lists every wrong S3 setting', () => {
    const problems = problemsOf({ STORAGE_S3_BUCKET: 'Bad_Bucket' }).concat(
      problemsOf({ STORAGE_S3_BUCKET: 'coach-files', STORAGE_S3_ENDPOINT: 'minio:9000', STORAGE_S3_REGION: 'US East', STORAGE_S3_FORCE_PATH_STYLE: 'maybe' }),
    );

    expect(problems).toEqual([
      expect.stringContaining('STORAGE_S3_BUCKET must be a bucket name'),
      expect.stringContaining('STORAGE_S3_ENDPOINT must start with http:// or https://'),
      expect.stringContaining('STORAGE_S3_REGION must be a region name'),
      expect.stringContaining('STORAGE_S3_FORCE_PATH_STYLE must be true or false'),
    ]);
  });

  it('wants the access key and the secret together, and never prints the secret', () => {
    const problems = problemsOf({ STORAGE_S3_BUCKET: 'coach-files', STORAGE_S3_SECRET_ACCESS_KEY: 'very-secret-value' });

    expect(problems).toEqual([expect.stringContaining('STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together')]);
    expect(problems.join('\n')).not.toContain('very-secret-value');
    expect(problemsOf({ STORAGE_S3_BUCKET: 'coach-files', STORAGE_S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY must be set together (got a hidden value)',
    ]);
  });
});

describe('STORAGE_MESSAGES', () => {
  it('names the limit in MB or KB and the accepted types in words', () => {
    expect(STORAGE_MESSAGES.tooLarge(10 * 1024 * 1024)).toBe('The file is too large: at most 10 MB is allowed');
    expect(STORAGE_MESSAGES.tooLarge(512 * 1024)).toBe('The file is too large: at most 512 KB is allowed');
    expect(STORAGE_MESSAGES.wrongType(['application/pdf'])).toBe('Only PDF files are accepted');
  });
});
