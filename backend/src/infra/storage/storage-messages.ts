import { STORED_TYPES, type StoredContentType } from './storage-types';

const MB = 1024 * 1024;
const readableSize = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`);

const joinWithOr = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** Messages of refused uploads, shared by the service and the upload interceptor. */
export const STORAGE_MESSAGES = {
  fileRequired: 'Please choose a file to upload',
  empty: 'The file is empty',
  tooLarge: (maxBytes: number) => `The file is too large: at most ${readableSize(maxBytes)} is allowed`,
  wrongType: (allowed: readonly StoredContentType[]) => `Only ${joinWithOr(allowed.map((t) => STORED_TYPES[t].label))} files are accepted`,
} as const;
