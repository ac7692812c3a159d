import { NotFoundException } from '@nestjs/common';
import * as fs from 'node:fs/promises';
import * as path from 'node:path';
import type { Readable } from 'node:stream';
import { StorageDriver, type StoredFileEntry } from './storage-driver';
import { FILE_NOT_FOUND } from './storage-key';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Files on the local disk under one root folder (DATA_DIR/files by default). */
export class LocalDiskStorageDriver extends StorageDriver {
  private readonly root: string;

  constructor(root: string) {
    super();
    this.root = path.resolve(root);
  }

  get description(): string {
    return `local disk at ${this.root}`;
  }

  async write(key: string, content: Buffer): Promise<void> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Keys are random; 'wx' makes sure an existing file is never overwritten. A half-written file is removed.
    const handle = await fs.open(file, 'wx', 0o640);
    try {
      await handle.writeFile(content);
      await handle.close();
    } catch (error) {
      await handle.close().catch(() => undefined);
      await fs.rm(file, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<{ stream: Readable; size: number } | null> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(this.pathOf(key), 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    try {
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size }; // closes the handle when done
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** The files of one kind's folder (keys are `<kind>/<file>`, one level deep); none while the folder does not exist. */
  async *list(prefix: string): AsyncIterable<StoredFileEntry> {
    const kind = prefix.replace(/\/+$/, '');
    const folder = path.resolve(this.root, kind);
    if (!folder.startsWith(this.root + path.sep)) return;
    let names: string[];
    try {
      names = await fs.readdir(folder);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) {
      try {
        const stat = await fs.stat(path.join(folder, name));
        if (stat.isFile()) yield { key: `${kind}/${name}`, modifiedAt: stat.mtime };
      } catch (error) {
        if (!isMissing(error)) throw error; // removed meanwhile
      }
    }
  }

  /** Second line of defence after the key check: the resolved path must stay inside the root. */
  private pathOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new NotFoundException(FILE_NOT_FOUND);
    return file;
  }
}
