import { NotFoundException } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { STORAGE_KINDS, STORED_TYPES, type StorageKind, type StoredContentType } from './storage-types';

const extensions = Object.values(STORED_TYPES).map((t) => t.extension);
const KEY = new RegExp(`^(${STORAGE_KINDS.join('|')})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${extensions.join('|')})$`);

export const FILE_NOT_FOUND = 'File not found';

/** A fresh key: the kind's folder, a random uuid and the extension of the detected type. Nothing comes from the uploader. */
export function newStorageKey(kind: StorageKind, contentType: StoredContentType): string {
  return `${kind}/${randomUUID()}.${STORED_TYPES[contentType].extension}`;
}

/**
 * The content type a key was stored with, or 404 for anything that is not a key we generate: a key that cannot
 * name a file (`../`, absolute paths, other folders) is answered like a missing file.
 */
export function contentTypeOfKey(key: string): StoredContentType {
  const match = typeof key === 'string' ? KEY.exec(key) : null;
  if (!match) throw new NotFoundException(FILE_NOT_FOUND);
  const extension = match[2];
  const entry = Object.entries(STORED_TYPES).find(([, t]) => t.extension === extension)!;
  return entry[0] as StoredContentType;
}

export const isStorageKey = (key: string): boolean => KEY.test(key);
