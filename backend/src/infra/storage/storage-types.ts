import type { Readable } from 'node:stream';

/** What the storage service keeps, one folder (key prefix) per kind of file. */
export const STORAGE_KINDS = [
  'exercise-images',
  'message-attachments',
  'progress-photos',
  'meal-images',
  'form-files',
  'data-exports',
  'onboarding-files',
] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/**
 * The content types we accept, each with the extension its keys get and a label for messages. The type is
 * always detected from the bytes, never taken from the upload's name or headers.
 */
export const STORED_TYPES = {
  'image/jpeg': { extension: 'jpg', label: 'JPEG' },
  'image/png': { extension: 'png', label: 'PNG' },
  'image/webp': { extension: 'webp', label: 'WebP' },
  'image/gif': { extension: 'gif', label: 'GIF' },
  'application/pdf': { extension: 'pdf', label: 'PDF' },
  'application/zip': { extension: 'zip', label: 'ZIP' },
} as const;
export type StoredContentType = keyof typeof STORED_TYPES;

export const IMAGE_TYPES: readonly StoredContentType[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const DOCUMENT_TYPES: readonly StoredContentType[] = ['application/pdf'];

/** What an upload may be: checked by StorageService.put before anything is written. */
export interface UploadPolicy {
  maxBytes: number;
  allowedTypes: readonly StoredContentType[];
}

export interface StoredFile {
  /** Opaque, generated key (`<kind>/<uuid>.<ext>`); store it, never show it as a URL. */
  key: string;
  contentType: StoredContentType;
  size: number;
}

export interface FileDownload {
  stream: Readable;
  contentType: StoredContentType;
  size: number;
}

export const isStoredContentType = (value: string): value is StoredContentType => Object.hasOwn(STORED_TYPES, value);
