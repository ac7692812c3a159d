import { fileTypeFromBuffer } from 'file-type';
import { isStoredContentType, type StoredContentType } from './storage-types';

/**
 * The type of a file from its first bytes (magic numbers, through `file-type`), or null when it is none of the
 * types we store. A text file named photo.jpg is text, whatever its name and the browser's Content-Type say.
 */
export async function detectContentType(content: Uint8Array): Promise<StoredContentType | null> {
  const detected = await fileTypeFromBuffer(content);
  return detected && isStoredContentType(detected.mime) ? detected.mime : null;
}
