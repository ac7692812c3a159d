import { IMAGE_TYPES, type UploadPolicy } from '../../infra/storage/storage-types';

/** Phone photos are a few MB; 10 MB leaves room without letting one upload fill the memory. */
export const PROGRESS_PHOTO_UPLOAD: UploadPolicy = { maxBytes: 10 * 1024 * 1024, allowedTypes: IMAGE_TYPES };
